import { Tag, type TableColumnsType } from 'antd';
import { Naira } from '../../../../platform/ui/money.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { useTranslation } from 'react-i18next';
import type { ExtraAllowance } from '@clockroom/contracts';
import { SettingsList } from '../components/settings-list.tsx';
import { adminExtraAllowanceScreens } from '../allowances.routes.tsx';
import { deleteExtraMutation, extrasQuery, refreshExtras } from '../api.ts';
import { monthText } from '../month-text.ts';
import '../i18n.ts';
import '../allowances.css';

const { paths } = adminExtraAllowanceScreens;

/** /admin/payroll/pay-package/settings/extra-allowance: one-off and recurring extras (ADR 45). */
export default function ExtraAllowancesPage() {
  const { t } = useTranslation();
  const remove = useRefreshingWrite(deleteExtraMutation(), refreshExtras);
  const columns: TableColumnsType<ExtraAllowance> = [
    {
      title: t('extraAllowance.recurrence'),
      dataIndex: 'recurrence',
      responsive: ['md'],
      render: (r: ExtraAllowance['recurrence']) => t(`extraAllowance.${r}`),
    },
    {
      title: t('extraAllowance.months'),
      dataIndex: 'months',
      responsive: ['sm'],
      render: (months: string[]) => (
        <span className="cr-allowance-tags">
          {months.map((m) => (
            <Tag key={m}>{monthText(m)}</Tag>
          ))}
        </span>
      ),
    },
    {
      title: t('allowance.amountColumn'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <Naira value={amount} />,
    },
    {
      title: t('extraAllowance.employees'),
      dataIndex: 'employees_count',
      responsive: ['lg'],
      render: (count: number) => t('allowance.employeesCount', { count }),
    },
  ];
  return (
    <SettingsList
      texts="extraAllowance"
      testId="extra-allowance"
      query={extrasQuery}
      columns={columns}
      links={paths}
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}
