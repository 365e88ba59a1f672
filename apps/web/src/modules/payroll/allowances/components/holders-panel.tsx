import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Naira } from '../../../../platform/ui/money.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';

interface Holder {
  employee_id: number;
  name: string;
  pin: string | null;
  /** Their own amount (naira text), or null for the allowance's. */
  amount: string | null;
}

/**
 * Who an allowance or an extra allowance is paid to: name, PIN and amount (the allowance's own when the
 * person has none), with the columns particular to the kind around the amount.
 */
export function HoldersPanel<H extends Holder>(p: {
  title: string;
  holders: H[];
  /** The allowance's amount, paid to those with none of their own. */
  amount: string;
  beforeAmount?: TableColumnsType<H>;
  afterAmount?: TableColumnsType<H>;
  emptyText?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<H> = [
    { title: t('allowance.employees'), dataIndex: 'name' },
    {
      title: t('allowance.pinColumn'),
      dataIndex: 'pin',
      responsive: ['md'],
      render: (pin: string | null) => pin ?? '',
    },
    ...(p.beforeAmount ?? []),
    {
      title: t('allowance.amountColumn'),
      key: 'amount',
      align: 'right',
      render: (_v, h) => <Naira value={h.amount ?? p.amount} />,
    },
    ...(p.afterAmount ?? []),
  ];
  return (
    <Panel title={p.title}>
      <Table
        size="small"
        rowKey="employee_id"
        columns={columns}
        dataSource={p.holders}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={p.emptyText ? { emptyText: p.emptyText } : undefined}
        data-testid={p.testId}
      />
    </Panel>
  );
}
