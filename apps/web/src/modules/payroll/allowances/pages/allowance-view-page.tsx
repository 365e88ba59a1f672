import { useParams } from '@tanstack/react-router';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Allowance, AllowanceHolder } from '@clockroom/contracts';
import { Naira } from '../components/naira.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { RecordFacts } from '../components/record-facts.tsx';
import { adminAllowanceScreens } from '../allowances.routes.tsx';
import { allowanceQuery } from '../api.ts';
import { monthText } from '../month-text.ts';
import '../i18n.ts';
import '../allowances.css';

const { paths } = adminAllowanceScreens;

/** /admin/payroll/pay-package/settings/allowance/view/{id}: the allowance and who holds it when. */
export default function AllowanceViewPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={allowanceQuery(id)} title={t('allowance.viewTitle')} subtitle={(r) => r.name}>
      {(allowance) => <AllowanceView allowance={allowance} />}
    </RecordPage>
  );
}

function AllowanceView({ allowance: a }: { allowance: Allowance }) {
  const { t } = useTranslation();
  const yesNo = (v: boolean) => t(v ? 'allowance.yes' : 'allowance.no');
  const columns: TableColumnsType<AllowanceHolder> = [
    { title: t('allowance.employees'), dataIndex: 'name' },
    {
      title: t('allowance.pinColumn'),
      dataIndex: 'pin',
      responsive: ['md'],
      render: (pin: string | null) => pin ?? '',
    },
    {
      title: t('allowance.amountColumn'),
      key: 'amount',
      align: 'right',
      render: (_v, h) => <Naira value={h.amount ?? a.amount} />,
    },
    {
      title: t('allowance.period'),
      key: 'months',
      render: (_v, h) =>
        `${monthText(h.from_month)} – ${h.to_month ? monthText(h.to_month) : t('allowance.openEnded')}`,
    },
  ];
  return (
    <RecordFacts
      testId="allowance-view"
      links={{ list: paths.list, edit: paths.edit(a.id) }}
      facts={[
        { label: t('allowance.name'), value: a.name, testId: 'allowance-view-name' },
        { label: t('allowance.code'), value: a.code },
        {
          label: t('allowance.amount'),
          value: <Naira value={a.amount} />,
          testId: 'allowance-view-amount',
        },
        { label: t('allowance.description'), value: a.description || t('allowance.noDescription') },
        { label: t('allowance.taxable'), value: yesNo(a.is_taxable) },
        { label: t('allowance.pensionable'), value: yesNo(a.is_pensionable) },
        { label: t('allowance.claimable'), value: yesNo(a.claimable) },
        { label: t('allowance.active'), value: yesNo(a.active) },
      ]}
    >
      <Panel title={t('allowance.holders')}>
        <Table
          size="small"
          rowKey="employee_id"
          columns={columns}
          dataSource={a.employees ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('allowance.noHolders') }}
          data-testid="allowance-view-holders"
        />
      </Panel>
    </RecordFacts>
  );
}
