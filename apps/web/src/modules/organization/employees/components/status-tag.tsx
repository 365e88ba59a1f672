import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec 1 §3: status 1 is Active, anything else Inactive. */
export function StatusTag({ status }: { status: number | string | null | undefined }) {
  const { t } = useTranslation();
  const active = String(status) === '1';
  return (
    <Tag color={active ? 'green' : 'default'} data-testid="employee-status">
      {active ? t('employees.active') : t('employees.inactive')}
    </Tag>
  );
}
