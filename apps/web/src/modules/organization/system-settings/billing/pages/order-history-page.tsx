import { Button, Tag, type TableColumnsType } from 'antd';
import { AppstoreAddOutlined, ReloadOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BILLING_PLANS, MODULE_NAMES, type Order, type PackageModule } from '@clockroom/contracts';
import { DataTable } from '../../../../../platform/ui/data-table/data-table.tsx';
import { DateText } from '../../../../../platform/ui/date-text.tsx';
import { EmptyState } from '../../../../../platform/ui/empty-state.tsx';
import { Money } from '../../../../../platform/ui/money.tsx';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { BILLING_PATH, orderHistoryQuery } from '../api.ts';
import '../../i18n.ts';
import '../../system-settings.css';

const STATUS_COLORS: Record<string, string> = { paid: 'green', pending: 'gold', failed: 'red' };

/** billing/order-history: every payment, with the ways to renew. */
export default function OrderHistoryPage() {
  const { t } = useTranslation();
  const columns: TableColumnsType<Order> = [
    {
      title: t('billingSettings.reference'),
      dataIndex: 'reference',
      render: (v: string) => <code>{v}</code>,
    },
    {
      title: t('billingSettings.createdAt'),
      dataIndex: 'created_at',
      render: (v: string) => <DateText value={v.slice(0, 10)} />,
    },
    {
      title: t('billingSettings.plan'),
      dataIndex: 'plan_id',
      render: (v: string) => t(BILLING_PLANS.find((p) => p.id === v)?.name ?? v),
    },
    {
      title: t('billingSettings.modules'),
      dataIndex: 'modules',
      render: (mods: string[]) => mods.map((m) => t(MODULE_NAMES[m as PackageModule] ?? m)).join(', '),
    },
    { title: t('billingSettings.employees'), dataIndex: 'employees', align: 'right' },
    {
      title: t('billingSettings.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: number, o) => <Money value={v} currency={o.currency} />,
    },
    {
      title: t('words.status'),
      dataIndex: 'status',
      render: (v: string) => (
        <Tag color={STATUS_COLORS[v] ?? 'default'}>
          {t(`billingSettings.status.${v}`, { defaultValue: v })}
        </Tag>
      ),
    },
    {
      title: t('billingSettings.paidAt'),
      dataIndex: 'paid_at',
      render: (v: string | null) => <DateText value={v ? v.slice(0, 10) : null} />,
    },
  ];
  return (
    <>
      <PageHeader
        title={t('billingSettings.historyTitle')}
        subtitle={t('billingSettings.historySubtitle')}
        back
        extra={
          <>
            <Link to={`${BILLING_PATH}/renew/module`}>
              <Button icon={<AppstoreAddOutlined />} data-testid="billing-renew-module">
                {t('billingSettings.renewModule')}
              </Button>
            </Link>
            <Link to={`${BILLING_PATH}/renew`}>
              <Button type="primary" icon={<ReloadOutlined />} data-testid="billing-renew">
                {t('billingSettings.renew')}
              </Button>
            </Link>
          </>
        }
      />
      <DataTable
        testId="order-history-table"
        query={orderHistoryQuery}
        columns={columns}
        rowKey="id"
        empty={<EmptyState message={t('billingSettings.noOrders')} />}
      />
    </>
  );
}
