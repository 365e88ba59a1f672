import { Tag, Tooltip } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDate, type StatutoryDeduction } from '@clockroom/contracts';

/** "Current" when in force today; "Confirmed months" (with why) when it can no longer change. */
export function VersionTags({ version }: { version: StatutoryDeduction }) {
  const { t } = useTranslation();
  return (
    <>
      {version.current ? (
        <Tag color="green" bordered={false} data-testid={`statutory-current-${version.id}`}>
          {t('statutory.current')}
        </Tag>
      ) : null}
      {version.locked ? (
        <Tooltip title={t('statutory.lockedHint')}>
          <Tag
            icon={<LockOutlined />}
            bordered={false}
            tabIndex={0}
            data-testid={`statutory-locked-${version.id}`}
          >
            {t('statutory.locked')}
          </Tag>
        </Tooltip>
      ) : null}
    </>
  );
}

/** The months a version covers: "From 01-01-2026", or "01-01-2011 to 31-12-2025". */
export function PeriodText({ version }: { version: StatutoryDeduction }) {
  const { t } = useTranslation();
  const from = formatDate(version.effective_from);
  return (
    <span>
      {version.effective_to
        ? t('statutory.periodRange', { from, to: formatDate(version.effective_to) })
        : t('statutory.periodFrom', { from })}
    </span>
  );
}
