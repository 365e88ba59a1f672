import { useNavigate } from '@tanstack/react-router';
import { Select, type TableColumnsType } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_KINDS, type DeviceTransaction } from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ResponsiveRowActions } from '../../../../platform/ui/responsive-row-actions.tsx';
import { transactionsQuery } from '../api.ts';
import { TransactionStateTag } from '../components/command-status.tsx';
import { DeviceTabs } from '../components/device-tabs.tsx';
import { deviceScreens } from '../devices.routes.tsx';
import '../i18n.ts';
import '../devices.css';

/** /admin/attendance/devices/transactions: every operation sent to devices, newest first. */
export default function TransactionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: TableColumnsType<DeviceTransaction> = [
    { title: '#', dataIndex: 'id', width: 64, responsive: ['sm'] },
    {
      title: t('device.kind'),
      dataIndex: 'kind',
      render: (v: DeviceTransaction['kind']) => t(`device.kind.${v}`),
    },
    { title: t('device.description'), dataIndex: 'description', responsive: ['md'] },
    {
      title: t('device.progress'),
      key: 'progress',
      render: (_v, r) => (
        <span>
          <TransactionStateTag state={r.state} />{' '}
          <span className="cr-muted">
            {t('device.progressText', { done: r.succeeded + r.failed, total: r.commands })}
          </span>
        </span>
      ),
    },
    { title: t('device.createdBy'), dataIndex: 'created_by', responsive: ['lg'] },
    {
      title: t('device.createdAt'),
      dataIndex: 'created_at',
      responsive: ['sm'],
      render: (v: string) => <DateTimeText value={v} empty="—" />,
    },
    {
      title: t('words.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_v, r) => (
        <ResponsiveRowActions
          label={t('device.viewLog')}
          menuTestId={`transaction-actions-${r.id}`}
          actions={[
            {
              key: 'log',
              label: t('device.viewLog'),
              icon: <UnorderedListOutlined />,
              testId: `transaction-log-${r.id}`,
              onClick: () => void navigate(deviceScreens.paths.log(r.id)),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('device.transactionsTitle')} subtitle={t('device.transactionsSubtitle')} />
      <DeviceTabs active="transactions" />
      <Panel>
        <DataTable
          testId="transaction-table"
          query={transactionsQuery}
          columns={columns}
          rowKey="id"
          toolbar={({ filters, setFilter }) => (
            <Select
              aria-label={t('device.kind')}
              className="cr-device-filter"
              data-testid="transaction-kind-filter"
              value={filters.kind ?? ''}
              onChange={(v: string) => setFilter('kind', v || null)}
              options={[
                { value: '', label: t('device.kindAll') },
                ...TRANSACTION_KINDS.map((k) => ({ value: k, label: t(`device.kind.${k}`) })),
              ]}
            />
          )}
          empty={<EmptyState message={t('device.emptyTransactions')} />}
        />
      </Panel>
    </>
  );
}
