import { Button, Flex, Popconfirm, type TableColumnsType } from 'antd';
import { DeleteOutlined, RollbackOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { hasPermission, type EmployeeListRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { IconAction } from '../../../../platform/ui/icon-action.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { employeeArchiveQuery } from '../admin-api.ts';
import { EmployeeCell } from '../components/employee-cell.tsx';
import { useEmployeeActions } from '../components/use-employee-actions.ts';
import '../i18n.ts';
import '../employees.css';

/** /admin/organization/employees/archive: restore, or delete permanently after confirming (spec 1 §4). */
export default function EmployeeArchivePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canRestore = hasPermission(user, 'restore employee');
  const canDelete = hasPermission(user, 'delete employee');
  const actions = useEmployeeActions();

  const columns: TableColumnsType<EmployeeListRow> = [
    { title: t('employees.colEmployee'), key: 'name', render: (_v, r) => <EmployeeCell row={r} /> },
    { title: t('employees.colPin'), dataIndex: 'pin', render: (v: string | null) => v ?? '' },
    { title: t('employees.colBranch'), dataIndex: 'branch', responsive: ['md'] },
    { title: t('employees.colDepartment'), dataIndex: 'department', responsive: ['lg'] },
    {
      title: t('employees.colArchivedAt'),
      dataIndex: 'archived_at',
      responsive: ['sm'],
      render: (v: string | null) => (v ? dayjs(v).format('DD-MM-YYYY') : ''),
    },
    {
      title: t('employees.colActions'),
      key: 'actions',
      render: (_v, r) => (
        <Flex gap={2}>
          {canRestore ? (
            <IconAction
              label={t('employees.restore')}
              icon={<RollbackOutlined />}
              testId={`archive-restore-${r.id}`}
              onClick={() => void actions.restore([r.id])}
            />
          ) : null}
          {canDelete ? (
            <IconAction
              label={t('employees.deletePermanently')}
              icon={<DeleteOutlined />}
              testId={`archive-delete-${r.id}`}
              danger
              confirm={{
                title: t('employees.deleteConfirmTitle', { name: r.name }),
                text: t('employees.deleteConfirmText'),
                okText: t('employees.deletePermanently'),
                cancelText: t('employees.cancel'),
                onConfirm: () => actions.deleteForever([r.id]),
              }}
            />
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('employees.archiveTitle')} subtitle={t('employees.archiveSubtitle')} back />
      <Panel>
        <DataTable
          testId="archive-table"
          query={employeeArchiveQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={t('employees.search')}
          empty={<EmptyState message={t('employees.archiveEmpty')} />}
          bulkActions={
            canRestore || canDelete
              ? (keys, clear) => {
                  const ids = keys.map(Number);
                  return (
                    <>
                      {canRestore ? (
                        <Button
                          size="small"
                          data-testid="bulk-restore"
                          disabled={actions.busy}
                          onClick={() => void actions.restore(ids).then((ok) => ok && clear())}
                        >
                          {t('employees.restoreSelected')}
                        </Button>
                      ) : null}
                      {canDelete ? (
                        <Popconfirm
                          placement="bottomRight"
                          title={t('employees.deleteSelectedTitle', { count: ids.length })}
                          description={t('employees.deleteConfirmText')}
                          okText={t('employees.deletePermanently')}
                          okButtonProps={{ danger: true }}
                          cancelText={t('employees.cancel')}
                          onConfirm={() => actions.deleteForever(ids).then((ok) => ok && clear())}
                        >
                          <Button size="small" danger data-testid="bulk-delete" disabled={actions.busy}>
                            {t('employees.deleteSelected')}
                          </Button>
                        </Popconfirm>
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
