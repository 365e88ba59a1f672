import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Flex, type TableColumnsType } from 'antd';
import { DeleteOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type LeaveRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { BulkDelete } from '../../../../platform/ui/resource-list/bulk-delete.tsx';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import { allLeavesQuery, deleteLeavesMutation, refreshLeaves } from '../api.ts';
import { leaveTypeChoicesQuery } from '../../leave-settings/api.ts';
import { LeaveFilters } from '../components/leave-filters.tsx';
import {
  LeaveDetailEdit,
  leaveActionsColumn,
  leaveDateColumns,
  leaveWhoColumns,
  narrowedEmpty,
  reliefColumn,
  useLeaveViewer,
} from '../components/leave-list-parts.tsx';
import { LeaveStatusTag } from '../components/leave-status-tag.tsx';
import { LeaveTabs } from '../components/leave-tabs.tsx';
import { leavePaths } from '../paths.ts';
import '../i18n.ts';
import '../leave.css';

const paths = leavePaths('admin');

/**
 * /admin/hrm/leave/all, All Leaves (spec 2 §2 "Admin leave"): filters by date range, status, leave
 * type and search; ID, employee, type, dates, relief, status; View (side panel), Edit while pending,
 * Delete, and a multi-select delete; + New Leave and Settings.
 */
export default function AllLeavesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const viewer = useLeaveViewer();
  const types = useQuery(leaveTypeChoicesQuery());
  const typeList = types.data?.results ?? [];
  const remove = useRefreshingWrite(deleteLeavesMutation(), refreshLeaves);
  const canEdit = hasPermission(user, 'edit leave');
  const canDelete = hasPermission(user, 'delete leave');
  const canCreate = hasPermission(user, 'create leave');
  const canSettings =
    hasPermission(user, 'manage leave types') || hasPermission(user, 'manage leave approvers');

  const columns: TableColumnsType<LeaveRow> = [
    ...leaveWhoColumns(t, { id: 48, employee: 130, type: 110 }),
    ...leaveDateColumns(t),
    // Shown from 1600 px (and always in the side panel): beside the sidebar, eight columns left the
    // status under the fixed actions at 1280.
    reliefColumn(t, { responsive: ['xxl'], width: 120, ellipsis: true }),
    {
      title: t('leave.status'),
      dataIndex: 'status',
      render: (v: LeaveRow['status']) => <LeaveStatusTag status={v} />,
    },
    leaveActionsColumn(t, {
      onView: viewer.view,
      canEdit,
      onEdit: (id) => void navigate({ to: paths.edit(id) }),
      more: (row) =>
        canDelete
          ? [
              {
                key: 'delete',
                label: t('leave.delete'),
                icon: <DeleteOutlined />,
                testId: `leave-delete-${row.id}`,
                danger: true,
                confirm: {
                  title: t('leave.deleteTitle'),
                  text: t('leave.deleteText'),
                  okText: t('leave.delete'),
                  cancelText: t('common.cancel'),
                  onConfirm: () => remove.mutateAsync([row.id]).catch(() => undefined),
                },
              },
            ]
          : [],
    }),
  ];

  return (
    <>
      <PageHeader
        title={t('leave.allTitle')}
        subtitle={t('leave.allSubtitle')}
        extra={
          <Flex gap={8} wrap>
            {canSettings ? (
              <LinkButton
                to={paths.settings}
                label={t('leave.settings')}
                icon={<SettingOutlined />}
                primary={false}
                testId="leave-settings-link"
              />
            ) : null}
            {canCreate ? (
              <LinkButton to={paths.create} label={t('leave.newLeave')} testId="leave-create" />
            ) : null}
          </Flex>
        }
      />
      <LeaveTabs view="admin" active="all" />
      <Panel>
        <DataTable
          testId="leave-table"
          query={allLeavesQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={t('leave.search')}
          toolbar={(ctx) => <LeaveFilters {...ctx} types={typeList} dates />}
          bulkActions={(keys, clear) =>
            // Spec 2 §2: the multi-select delete appears when more than one row is selected.
            canDelete && keys.length > 1 ? (
              <BulkDelete
                title="leave.deleteTitle"
                text="leave.deleteText"
                label={t('leave.deleteSelected')}
                testId="leave-bulk-delete"
                run={() => remove.mutateAsync(keys.map(Number)).then(clear)}
              />
            ) : null
          }
          empty={
            <EmptyState message={t('leave.empty')}>
              {canCreate ? (
                <LinkButton to={paths.create} label={t('leave.newLeave')} testId="leave-create-empty" />
              ) : null}
            </EmptyState>
          }
          emptyNarrowed={narrowedEmpty(typeList)}
        />
      </Panel>
      {viewer.panel((record) =>
        record.can_edit ? (
          <div className="cr-leave-actions">
            <LeaveDetailEdit t={t} onEdit={() => void navigate({ to: paths.edit(record.id) })} />
          </div>
        ) : null,
      )}
    </>
  );
}
