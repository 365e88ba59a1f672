import { useNavigate } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type MobileClockLocationRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ResponsiveRowActions, type RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { deleteLocationMutation, locationsQuery, refreshMobileClocks } from '../api.ts';
import { adminMobileClockScreens } from '../mobile-clocks.routes.tsx';
import '../i18n.ts';
import '../mobile-clocks.css';

/** /admin/attendance/mobile-clocks/settings/location: the places staff may clock from. */
export default function LocationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const manage = hasPermission(user, 'manage mobile clock settings');
  const remove = useRefreshingWrite(deleteLocationMutation(), refreshMobileClocks);

  const columns: TableColumnsType<MobileClockLocationRow> = [
    {
      title: t('mobileClock.location.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <span className="cr-mobile-clock-place">
          <span data-testid="mobile-clock-location-name">{name}</span>
          {row.address ? <span className="cr-muted cr-small">{row.address}</span> : null}
        </span>
      ),
    },
    {
      title: `${t('mobileClock.location.latitude')}, ${t('mobileClock.location.longitude')}`,
      key: 'point',
      responsive: ['md'],
      render: (_v, row) => `${row.latitude.toFixed(5)}, ${row.longitude.toFixed(5)}`,
    },
    { title: t('mobileClock.location.radius'), dataIndex: 'radius', responsive: ['sm'] },
    {
      title: t('mobileClock.location.branch'),
      dataIndex: 'branch',
      responsive: ['lg'],
      render: (v: string | null) => v ?? t('mobileClock.location.noBranch'),
    },
    {
      title: t('mobileClock.location.who'),
      key: 'who',
      render: (_v, row) =>
        row.all_employees
          ? t(row.branch ? 'mobileClock.location.everyoneOfBranch' : 'mobileClock.location.everyone')
          : t('mobileClock.location.assignedCount', { count: row.employees_count }),
    },
    ...(manage
      ? [
          {
            title: t('mobileClock.actions'),
            key: 'actions',
            fixed: 'right' as const,
            render: (_v: unknown, row: MobileClockLocationRow) => {
              const actions: RowAction[] = [
                {
                  key: 'edit',
                  label: t('mobileClock.location.edit'),
                  icon: <EditOutlined />,
                  testId: `mobile-clock-location-edit-${row.id}`,
                  onClick: () => void navigate(adminMobileClockScreens.paths.locationEdit(row.id)),
                },
                ...(row.all_employees
                  ? []
                  : [
                      {
                        key: 'assign',
                        label: t('mobileClock.location.assign'),
                        icon: <UserAddOutlined />,
                        testId: `mobile-clock-location-assign-${row.id}`,
                        onClick: () => void navigate(adminMobileClockScreens.paths.locationAssign(row.id)),
                      },
                    ]),
                {
                  key: 'delete',
                  label: t('mobileClock.location.delete'),
                  icon: <DeleteOutlined />,
                  testId: `mobile-clock-location-delete-${row.id}`,
                  danger: true,
                  confirm: {
                    title: t('mobileClock.location.deleteTitle', { name: row.name }),
                    text: t('mobileClock.location.deleteText'),
                    okText: t('mobileClock.location.delete'),
                    cancelText: t('common.cancel'),
                    onConfirm: () => remove.mutateAsync(row.id).catch(() => undefined),
                  },
                },
              ];
              return (
                <ResponsiveRowActions
                  actions={actions}
                  label={t('mobileClock.actionsFor', { id: row.id })}
                  menuTestId={`mobile-clock-location-actions-${row.id}`}
                />
              );
            },
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        back
        title={t('mobileClock.locationsTitle')}
        subtitle={t('mobileClock.locationsSubtitle')}
        extra={
          manage ? (
            <CreateLink
              to={adminMobileClockScreens.paths.locationCreate.to}
              label={t('mobileClock.createLocation')}
              testId="mobile-clock-location-create"
            />
          ) : null
        }
      />
      <Panel>
        <DataTable
          testId="mobile-clock-locations"
          query={locationsQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={t('mobileClock.searchLocations')}
          empty={
            <EmptyState
              message={t('mobileClock.emptyLocations')}
              btnText={manage ? t('mobileClock.btnText') : undefined}
              to={adminMobileClockScreens.paths.locationCreate.to}
            />
          }
        />
      </Panel>
    </>
  );
}
