import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Allowance } from '@clockroom/contracts';
import { Money } from '../../../../platform/ui/money.tsx';
import { SettingsList } from '../components/settings-list.tsx';
import { adminAllowanceScreens } from '../allowances.routes.tsx';
import { allowancesQuery, deleteAllowanceMutation, refreshAllowances } from '../api.ts';
import { koboOf } from '../month-text.ts';
import '../i18n.ts';
import '../allowances.css';

const { paths } = adminAllowanceScreens;

/** /admin/payroll/pay-package/settings/allowance: the recurring allowances (ADR 45). */
export default function AllowancesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    ...deleteAllowanceMutation(),
    onSuccess: () => refreshAllowances(queryClient),
  });
  const columns: TableColumnsType<Allowance> = [
    { title: t('allowance.code'), dataIndex: 'code', responsive: ['sm'] },
    {
      title: t('allowance.amountColumn'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <Money value={koboOf(amount)} />,
    },
    {
      title: t('allowance.employees'),
      dataIndex: 'employees_count',
      responsive: ['md'],
      render: (count: number) => t('allowance.employeesCount', { count }),
    },
    {
      title: t('allowance.active'),
      key: 'flags',
      responsive: ['lg'],
      render: (_v, row) => (
        <span className="cr-allowance-tags">
          {row.active ? null : <Tag>{t('allowance.inactive')}</Tag>}
          {row.is_taxable ? <Tag>{t('allowance.taxable')}</Tag> : null}
          {row.is_pensionable ? <Tag>{t('allowance.pensionable')}</Tag> : null}
          {row.claimable ? <Tag color="blue">{t('allowance.claimable')}</Tag> : null}
        </span>
      ),
    },
  ];
  return (
    <SettingsList
      texts="allowance"
      testId="allowance"
      query={allowancesQuery}
      columns={columns}
      links={paths}
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}
