import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type CanteenPoint } from '@clockroom/contracts';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { DateTimeText } from '../../../platform/ui/date-time-text.tsx';
import { EmptyState } from '../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../platform/ui/page-header.tsx';
import { PageError } from '../../../platform/ui/page-error.tsx';
import { Panel } from '../../../platform/ui/panel.tsx';
import { deletePointMutation, pointsQuery, refreshCanteen } from '../api.ts';
import { RegisterPoint } from '../components/register-point.tsx';
import '../i18n.ts';
import '../canteen.css';

/** /admin/canteen/points: the clocks registered as canteen points; register or remove one. */
export default function CanteenPointsPage() {
  const { t } = useTranslation();
  const manage = hasPermission(useCurrentUser(), 'manage canteen');
  const client = useQueryClient();
  const points = useQuery(pointsQuery());
  const remove = useMutation({ ...deletePointMutation(), onSuccess: () => refreshCanteen(client) });
  const columns: TableColumnsType<CanteenPoint> = [
    { title: t('canteen.pointName'), dataIndex: 'name' },
    {
      title: t('canteen.device'),
      key: 'device',
      responsive: ['sm'],
      render: (_v, p) => (
        <span>
          {p.device_name} <span className="cr-muted cr-small">{p.serial_number}</span>
        </span>
      ),
    },
    {
      title: t('canteen.branch'),
      dataIndex: 'branch',
      responsive: ['md'],
      render: (v: string | null) => v ?? '—',
    },
    {
      title: t('canteen.lastContact'),
      dataIndex: 'last_contact_at',
      responsive: ['lg'],
      render: (v: string | null) => <DateTimeText value={v} empty={t('canteen.never')} />,
    },
    { title: t('canteen.mealsTodayColumn'), dataIndex: 'meals_today', align: 'right' },
    ...(manage
      ? [
          {
            title: '',
            key: 'remove',
            width: 56,
            render: (_v: unknown, p: CanteenPoint) => (
              <Popconfirm
                title={t('canteen.removePointTitle', { name: p.name })}
                description={t('canteen.removePointText')}
                okText={t('canteen.remove')}
                cancelText={t('common.cancel')}
                onConfirm={() => remove.mutateAsync(p.id).catch(() => undefined)}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('canteen.remove')}
                  data-testid={`canteen-point-remove-${p.id}`}
                />
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <PageHeader title={t('canteen.pointsTitle')} subtitle={t('canteen.pointsSubtitle')} />
      {manage ? (
        <Panel title={t('canteen.registerPoint')} testId="canteen-register">
          <RegisterPoint points={points.data ?? []} />
        </Panel>
      ) : null}
      <Panel testId="canteen-points" className="cr-canteen-page-gap">
        {points.isError ? (
          <PageError error={points.error} />
        ) : (
          <Table<CanteenPoint>
            rowKey="id"
            loading={points.isPending}
            dataSource={points.data ?? []}
            columns={columns}
            pagination={false}
            locale={{ emptyText: <EmptyState message={t('canteen.noPoints')} /> }}
            data-testid="canteen-points-table"
          />
        )}
      </Panel>
    </>
  );
}
