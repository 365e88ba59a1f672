import { useQuery } from '@tanstack/react-query';
import { Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyAllowances } from '@clockroom/contracts';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { Naira } from '../../../../platform/ui/money.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ClaimTabs } from '../components/claim-bits.tsx';
import { MyClaims } from '../components/my-claims.tsx';
import { essAllowanceScreens } from '../allowances.routes.tsx';
import { myAllowancesQuery } from '../api.ts';
import { monthText } from '../month-text.ts';
import '../i18n-ess.ts';
import '../allowances.css';

type Recurring = MyAllowances['allowances'][number];
type Extra = MyAllowances['extra_allowances'][number];

/**
 * /ess/payroll/payslip/allowance/view-all (issue 19): the employee's monthly allowances, the extra
 * allowances given to them, and their claims, with a link to claim one.
 */
export default function MyAllowancesPage() {
  const { t } = useTranslation();
  const mine = useQuery(myAllowancesQuery());
  const money = (amount: string) => <Naira value={amount} />;
  const recurring: TableColumnsType<Recurring> = [
    { title: t('allowanceClaim.name'), dataIndex: 'name' },
    { title: t('allowanceClaim.amountColumn'), dataIndex: 'amount', align: 'right', render: money },
    { title: t('allowanceClaim.from'), dataIndex: 'from_month', render: (m: string) => monthText(m) },
    {
      title: t('allowanceClaim.to'),
      dataIndex: 'to_month',
      responsive: ['sm'],
      render: (m: string | null) => (m ? monthText(m) : t('allowanceClaim.openEnded')),
    },
  ];
  const extras: TableColumnsType<Extra> = [
    { title: t('allowanceClaim.name'), dataIndex: 'name' },
    { title: t('allowanceClaim.amountColumn'), dataIndex: 'amount', align: 'right', render: money },
    {
      title: t('allowanceClaim.months'),
      dataIndex: 'months',
      render: (months: string[]) => (
        <span className="cr-allowance-tags">
          {months.map((m) => (
            <Tag key={m}>{monthText(m)}</Tag>
          ))}
        </span>
      ),
    },
  ];
  const table = <T extends { id: number }>(
    columns: TableColumnsType<T>,
    rows: T[] | undefined,
    empty: string,
    testId: string,
  ) => (
    <Table
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rows ?? []}
      loading={mine.isPending}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t(empty) }}
      data-testid={testId}
    />
  );
  return (
    <>
      <PageHeader
        title={t('allowanceClaim.myTitle')}
        subtitle={t('allowanceClaim.mySubtitle')}
        extra={
          <CreateLink
            {...essAllowanceScreens.paths.create}
            label={t('allowanceClaim.newClaim')}
            testId="allowance-claim-create"
          />
        }
      />
      <ClaimTabs active="mine" />
      <div className="cr-panel-stack">
        {mine.isError ? <PageError error={mine.error} onRetry={() => void mine.refetch()} /> : null}
        <Panel title={t('allowanceClaim.recurringTitle')}>
          {table(recurring, mine.data?.allowances, 'allowanceClaim.noRecurring', 'my-allowances-recurring')}
        </Panel>
        <Panel title={t('allowanceClaim.extrasTitle')}>
          {table(extras, mine.data?.extra_allowances, 'allowanceClaim.noExtras', 'my-allowances-extras')}
        </Panel>
        <Panel title={t('allowanceClaim.claimsTitle')} className="cr-claims-panel">
          <MyClaims />
        </Panel>
      </div>
    </>
  );
}
