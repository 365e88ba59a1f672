import { Button, type TableColumnsType } from 'antd';
import { DeleteOutlined, RollbackOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDate, hasPermission, type EmployeeListRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import type { RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { employeeArchiveQuery } from '../api.ts';
import {
  BulkConfirm,
  employeeLeadColumns,
  useEmployeeActionsColumn,
} from '../components/employee-table-parts.tsx';
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
  const actionsColumn = useEmployeeActionsColumn((r) => {
    const items: RowAction[] = [];
    if (canRestore)
      items.push({
        key: 'restore',
        label: t('employees.restore'),
        icon: <RollbackOutlined />,
        testId: `archive-restore-${r.id}`,
        onClick: () => void actions.restore([r.id]),
      });
    if (canDelete)
      items.push({
        key: 'delete',
        label: t('employees.deletePermanently'),
        icon: <DeleteOutlined />,
        testId: `archive-delete-${r.id}`,
        danger: true,
        confirm: {
          title: t('employees.deleteConfirmTitle', { name: r.name }),
          text: t('employees.deleteConfirmText'),
          okText: t('employees.deletePermanently'),
          cancelText: t('employees.cancel'),
          onConfirm: () => actions.deleteForever([r.id]),
        },
      });
    return items;
  }, 'archive');

  const columns: TableColumnsType<EmployeeListRow> = [
    ...employeeLeadColumns(t),
    { title: t('employees.colDepartment'), dataIndex: 'department', responsive: ['lg'] },
    {
      title: t('employees.colArchivedAt'),
      dataIndex: 'archived_at',
      responsive: ['sm'],
      // The local calendar day of the archiving instant, shown dd-MM-yyyy like every date.
      render: (v: string | null) => (v ? formatDate(dayjs(v).format('YYYY-MM-DD')) : ''),
    },
    actionsColumn,
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
                        <BulkConfirm
                          title={t('employees.deleteSelectedTitle', { count: ids.length })}
                          description={t('employees.deleteConfirmText')}
                          okText={t('employees.deletePermanently')}
                          onConfirm={() => actions.deleteForever(ids).then((ok) => ok && clear())}
                          testId="bulk-delete"
                          disabled={actions.busy}
                          label={t('employees.deleteSelected')}
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
