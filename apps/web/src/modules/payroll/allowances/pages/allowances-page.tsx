import { Button, Tag, type TableColumnsType } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Allowance } from '@clockroom/contracts';
import { HrefLink } from '../../../../platform/ui/href-link.tsx';
import { Naira } from '../../../../platform/ui/money.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { SettingsList } from '../components/settings-list.tsx';
import { adminAllowanceScreens } from '../allowances.routes.tsx';
import { allowancesQuery, deleteAllowanceMutation, refreshAllowances } from '../api.ts';
import '../i18n.ts';
import '../allowances.css';

const { paths } = adminAllowanceScreens;
/** Who approves employees' claims (ADR 45): the shared approver screens, beside this list. */
const CLAIM_APPROVERS = '/admin/payroll/pay-package/settings/allowance/approvers';

/** /admin/payroll/pay-package/settings/allowance: the recurring allowances (ADR 45). */
export default function AllowancesPage() {
  const { t } = useTranslation();
  const remove = useRefreshingWrite(deleteAllowanceMutation(), refreshAllowances);
  const columns: TableColumnsType<Allowance> = [
    { title: t('allowance.code'), dataIndex: 'code', responsive: ['sm'] },
    {
      title: t('allowance.amountColumn'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <Naira value={amount} />,
    },
    {
      title: t('allowance.employees'),
      dataIndex: 'employees_count',
      responsive: ['md'],
      render: (count: number) => t('allowance.employeesCount', { count }),
    },
    {
      // Whether it is paid, and how: a short tag for each setting that is on.
      title: t('allowance.status'),
      key: 'flags',
      responsive: ['lg'],
      render: (_v, row) => (
        <span className="cr-allowance-tags">
          {row.active ? (
            <Tag color="green">{t('allowance.active')}</Tag>
          ) : (
            <Tag>{t('allowance.inactive')}</Tag>
          )}
          {row.is_taxable ? <Tag>{t('allowance.taxable')}</Tag> : null}
          {row.is_pensionable ? <Tag>{t('allowance.pensionable')}</Tag> : null}
          {row.claimable ? <Tag color="blue">{t('allowance.claimableTag')}</Tag> : null}
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
      extra={
        <HrefLink href={CLAIM_APPROVERS}>
          <Button icon={<TeamOutlined />} tabIndex={-1} data-testid="allowance-claim-approvers">
            {t('allowance.claimApprovers')}
          </Button>
        </HrefLink>
      }
    />
  );
}
