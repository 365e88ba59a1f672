import { Button, Select, type TableColumnsType } from 'antd';
import {
  CheckCircleOutlined,
  EditOutlined,
  EyeOutlined,
  InboxOutlined,
  MailOutlined,
  PlusOutlined,
  StopOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, type EmployeeListRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { employeeListQuery } from '../api.ts';
import {
  BulkConfirm,
  employeeLeadColumns,
  useEmployeeActionsColumn,
} from '../components/employee-table-parts.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { useEmployeeActions } from '../components/use-employee-actions.ts';
import { employeeScreens } from '../employees.routes.tsx';
import '../i18n.ts';
import '../employees.css';

/** /admin/organization/employees/view-all: the staff table (spec 1 §2). */
export default function EmployeeListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const can = (slug: string) => hasPermission(user, slug);
  const actions = useEmployeeActions();
  const ownerId = user.employee.company.head_station_id;

  const actionsColumn = useEmployeeActionsColumn((r) => {
    const owner = r.id === ownerId;
    const active = r.status === 1;
    const items: RowAction[] = [
      {
        key: 'view',
        label: t('employees.view'),
        icon: <EyeOutlined />,
        testId: `employee-view-${r.id}`,
        onClick: () => void navigate(employeeScreens.paths.view(r.id)),
      },
    ];
    if (can('edit employee') && (!owner || user.employee.id === r.id))
      items.push({
        key: 'edit',
        label: t('employees.edit'),
        icon: <EditOutlined />,
        testId: `employee-edit-${r.id}`,
        onClick: () => void navigate(employeeScreens.paths.edit(r.id)),
      });
    if (can('change employee status') && !owner)
      items.push(
        active
          ? {
              key: 'deactivate',
              label: t('employees.deactivate'),
              icon: <StopOutlined />,
              testId: `employee-deactivate-${r.id}`,
              confirm: {
                title: t('employees.deactivateConfirmTitle', { name: r.name }),
                text: t('employees.deactivateConfirmText'),
                okText: t('employees.deactivate'),
                cancelText: t('employees.cancel'),
                onConfirm: () => actions.setStatus('deactivate', [r.id]),
              },
            }
          : {
              key: 'activate',
              label: t('employees.activate'),
              icon: <CheckCircleOutlined />,
              testId: `employee-activate-${r.id}`,
              onClick: () => void actions.setStatus('activate', [r.id]),
            },
      );
    if (can('archive employee') && !owner)
      items.push({
        key: 'archive',
        label: t('employees.archive'),
        icon: <InboxOutlined />,
        testId: `employee-archive-${r.id}`,
        danger: true,
        confirm: {
          title: t('employees.archiveConfirmTitle', { name: r.name }),
          text: t('employees.archiveConfirmText'),
          okText: t('employees.archive'),
          cancelText: t('employees.cancel'),
          onConfirm: () => actions.archive([r.id]),
        },
      });
    return items;
  }, 'employee');

  const columns: TableColumnsType<EmployeeListRow> = [
    ...employeeLeadColumns(t),
    // Department, designation and type only on wide screens: beside the sidebar at 1280 px they
    // pushed the status and the row actions out of view.
    { title: t('employees.colDepartment'), dataIndex: 'department', responsive: ['xxl'] },
    { title: t('employees.colDesignation'), dataIndex: 'designation', responsive: ['xxl'] },
    { title: t('employees.colType'), dataIndex: 'employee_type', responsive: ['xxl'] },
    { title: t('employees.colStatus'), dataIndex: 'status', render: (v: number) => <StatusTag status={v} /> },
    actionsColumn,
  ];

  const bulk = can('archive employee') || can('change employee status');
  return (
    <>
      <PageHeader
        title={t('employees.title')}
        subtitle={t('employees.subtitle')}
        extra={
          <>
            <Link {...employeeScreens.paths.archive}>
              <Button icon={<InboxOutlined />} data-testid="employees-archive-link">
                {t('employees.archiveLink')}
              </Button>
            </Link>
            {can('import employees') ? (
              <Link to="/admin/organization/employees/import">
                <Button icon={<UploadOutlined />} data-testid="employees-import-link">
                  {t('employees.importLink')}
                </Button>
              </Link>
            ) : null}
            {can('invite employee') ? (
              <Link to="/admin/organization/employees/send-invite">
                <Button icon={<MailOutlined />} data-testid="employees-invite-link">
                  {t('employees.inviteLink')}
                </Button>
              </Link>
            ) : null}
            {can('create employee') ? (
              <Link {...employeeScreens.paths.create}>
                <Button type="primary" icon={<PlusOutlined />} data-testid="employees-create">
                  {t('employees.create')}
                </Button>
              </Link>
            ) : null}
          </>
        }
      />
      <Panel>
        <DataTable
          testId="employees-table"
          query={employeeListQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={t('employees.search')}
          empty={<EmptyState message={t('employees.empty')} />}
          toolbar={({ filters, setFilter }) => (
            <Select
              aria-label={t('employees.statusFilter')}
              data-testid="employees-status-filter"
              style={{ width: 160 }}
              value={filters.status ?? ''}
              onChange={(v: string) => setFilter('status', v || null)}
              options={[
                { value: '', label: t('employees.statusAll') },
                { value: 'active', label: t('employees.active') },
                { value: 'inactive', label: t('employees.inactive') },
              ]}
            />
          )}
          bulkActions={
            bulk
              ? (keys, clear) => {
                  const ids = keys.map(Number).filter((id) => id !== ownerId);
                  return (
                    <>
                      {can('change employee status') ? (
                        <>
                          <Button
                            size="small"
                            data-testid="bulk-activate"
                            disabled={actions.busy || ids.length === 0}
                            onClick={() =>
                              void actions.setStatus('activate', ids).then((ok) => ok && clear())
                            }
                          >
                            {t('employees.activateSelected')}
                          </Button>
                          <Button
                            size="small"
                            data-testid="bulk-deactivate"
                            disabled={actions.busy || ids.length === 0}
                            onClick={() =>
                              void actions.setStatus('deactivate', ids).then((ok) => ok && clear())
                            }
                          >
                            {t('employees.deactivateSelected')}
                          </Button>
                        </>
                      ) : null}
                      {can('archive employee') ? (
                        <BulkConfirm
                          title={t('employees.archiveSelectedTitle', { count: ids.length })}
                          description={t('employees.archiveConfirmText')}
                          okText={t('employees.archive')}
                          onConfirm={() => actions.archive(ids).then((ok) => ok && clear())}
                          testId="bulk-archive"
                          disabled={actions.busy || ids.length === 0}
                          label={t('employees.archiveSelected')}
                        />
                      ) : null}
                    </>
                  );
                }
              : undefined
          }
        />
      </Panel>
    </>
  );
}
