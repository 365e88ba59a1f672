import { Popover, Tag, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OvertimeChange, OvertimeRecord, OvertimeStatus } from '@clockroom/contracts';
import { amountText, localDateTimeText } from '../amount-text.ts';

const COLOURS: Record<OvertimeStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

/** pending | approved | rejected (spec 3 §4) as words; a rejection's reason on hover. */
export function OvertimeStatusTag({
  record,
  testId = 'overtime-status',
}: {
  record: Pick<OvertimeRecord, 'status' | 'reason'>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const tag = (
    <Tag color={COLOURS[record.status]} data-testid={testId} data-status={record.status}>
      {t(`overtime.${record.status}`)}
    </Tag>
  );
  return record.status === 'rejected' && record.reason ? (
    <Tooltip title={t('overtime.reasonIs', { reason: record.reason })}>{tag}</Tooltip>
  ) : (
    tag
  );
}

/**
 * A decided record whose figures a later recompute would change (ADR 38): the decided figures stay,
 * and this marker shows the new ones for review, on hover or tap.
 */
export function ChangedAfterApproval({
  change,
  testId = 'overtime-changed',
}: {
  change: OvertimeChange;
  testId?: string;
}) {
  const { t } = useTranslation();
  const lines = [
    [t('overtime.start'), localDateTimeText(change.start_date)],
    [t('overtime.end'), localDateTimeText(change.end_date)],
    [t('overtime.minutes'), change.actual_overtime ?? '—'],
    [t('overtime.hours'), change.overtime_in_hour ?? '—'],
    [t('overtime.amount'), amountText(change.amount)],
  ] as const;
  return (
    <Popover
      trigger={['hover', 'click']}
      title={t('overtime.changedTitle')}
      content={
        <dl className="cr-overtime-change" data-testid="overtime-change-figures">
          {lines.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      }
    >
      <Tag
        color="orange"
        icon={<WarningOutlined />}
        className="cr-overtime-changed"
        tabIndex={0}
        data-testid={testId}
      >
        {t('overtime.changed')}
      </Tag>
    </Popover>
  );
}
