import { Popover, Tag } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OvertimeChange, OvertimeRecord } from '@clockroom/contracts';
import { RequestStatusTag } from '../../../../platform/ui/request-status-tag.tsx';
import { amountText, localDateTimeText } from '../amount-text.ts';

/** pending | approved | rejected (spec 3 §4) as words; a rejection's reason on hover. */
export function OvertimeStatusTag({
  record,
  testId = 'overtime-status',
}: {
  record: Pick<OvertimeRecord, 'status' | 'reason'>;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <RequestStatusTag
      status={record.status}
      label={t(`overtime.${record.status}`)}
      testId={testId}
      reason={record.reason}
      reasonKey="overtime.reasonIs"
    />
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
