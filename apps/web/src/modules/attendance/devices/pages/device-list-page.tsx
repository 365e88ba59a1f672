import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Select, Tooltip, type TableColumnsType } from 'antd';
import { EditOutlined, InfoCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEVICE_STATES, hasPermission, type DeviceRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ResponsiveRowActions, type RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { devicesQuery, sendCommandMutation } from '../api.ts';
import { DeviceStateTag } from '../components/device-state-tag.tsx';
import { DeviceTabs } from '../components/device-tabs.tsx';
import { IgnoreFunctionKeySwitch } from '../components/ignore-function-key.tsx';
import { deviceScreens } from '../devices.routes.tsx';
import '../i18n.ts';
import '../devices.css';

/** /admin/attendance/devices/all: every device with its state, last contact, users and firmware. */
export default function DeviceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const canEdit = hasPermission(user, 'edit device');
  const command = useMutation({
    ...sendCommandMutation(),
    onSuccess: (res) => void navigate(deviceScreens.paths.log(res.data.transaction_id)),
  });

  const columns: TableColumnsType<DeviceRow> = [
    {
      title: t('device.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <span className="cr-device-name" data-testid="device-row-name">
          <span>{name}</span>
          <span className="cr-muted">{row.serial_number}</span>
          {/* On a phone the state and last contact sit under the name (their columns are hidden). */}
          <span className="cr-device-xs-only">
            <DeviceStateTag state={row.state} testId="device-state-xs" />{' '}
            <DateTimeText value={row.last_contact_at} empty={t('device.never')} />
          </span>
        </span>
      ),
    },
    {
      title: t('device.state'),
      dataIndex: 'state',
      responsive: ['sm'],
      render: (v: DeviceRow['state']) => <DeviceStateTag state={v} />,
    },
    {
      title: t('device.lastContact'),
      dataIndex: 'last_contact_at',
      responsive: ['sm'],
      render: (v: string | null) => <DateTimeText value={v} empty={t('device.never')} />,
    },
    { title: t('device.branch'), dataIndex: 'branch_name', responsive: ['md'] },
    {
      title: t('device.users'),
      dataIndex: 'user_count',
      responsive: ['sm'],
      render: (v: number, row) => (
        <span>
          {v}
          {row.unknown_pin_punches > 0 ? (
            <Tooltip title={t('device.unknownPins', { count: row.unknown_pin_punches })}>
              {' '}
              <WarningOutlined className="cr-muted" data-testid="device-unknown-pins" />
            </Tooltip>
          ) : null}
        </span>
      ),
    },
    {
      title: t('device.firmware'),
      dataIndex: 'firmware',
      responsive: ['lg'],
      render: (v: string | null) => v ?? <span className="cr-muted">—</span>,
    },
    {
      title: t('words.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_v, row) => {
        const actions: RowAction[] = canEdit
          ? [
              {
                key: 'edit',
                label: t('words.edit'),
                icon: <EditOutlined />,
                testId: `device-edit-${row.id}`,
                onClick: () => void navigate(deviceScreens.paths.edit(row.id)),
              },
              {
                key: 'info',
                label: t('device.info'),
                icon: <InfoCircleOutlined />,
                testId: `device-info-${row.id}`,
                onClick: () => command.mutate({ device_ids: [row.id], command: 'INFO' }),
              },
            ]
          : [];
        return (
          <ResponsiveRowActions
            actions={actions}
            label={t('device.actionsFor', { name: row.name })}
            menuTestId={`device-actions-${row.id}`}
          />
        );
      },
    },
  ];

  const canCreate = hasPermission(user, 'create device');
  return (
    <>
      <PageHeader
        title={t('device.allTitle')}
        subtitle={t('device.allSubtitle')}
        extra={
          <>
            {hasPermission(user, 'manage attendance settings') ? <IgnoreFunctionKeySwitch /> : null}
            {canCreate ? (
              <CreateLink {...deviceScreens.paths.create} label={t('device.create')} testId="device-create" />
            ) : null}
          </>
        }
      />
      <DeviceTabs active="all" />
      <Panel>
        <DataTable
          testId="device-table"
          query={devicesQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={t('device.search')}
          toolbar={({ filters, setFilter }) => (
            <Select
              aria-label={t('device.state')}
              className="cr-device-filter"
              data-testid="device-state-filter"
              value={filters.state ?? ''}
              onChange={(v: string) => setFilter('state', v || null)}
              options={[
                { value: '', label: t('device.stateAll') },
                ...DEVICE_STATES.map((s) => ({ value: s, label: t(`device.${s}`) })),
              ]}
            />
          )}
          empty={
            <EmptyState
              message={t('device.emptyAll')}
              btnText={canCreate ? t('device.btnText') : undefined}
              to={deviceScreens.paths.create.to}
            >
              <p className="cr-muted">{t('device.setupHint')}</p>
            </EmptyState>
          }
        />
      </Panel>
    </>
  );
}
