import { useCallback, useState, lazy } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Flex, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type LeaveRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { ConfirmDelete } from '../../../../platform/ui/confirm-delete.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ResponsiveRowActions, type RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { allLeavesQuery, deleteLeavesMutation, refreshLeaves } from '../api.ts';
import { leaveTypeChoicesQuery } from '../../leave-settings/api.ts';
import { LeaveFilters } from '../components/leave-filters.tsx';
import { LeaveStatusTag } from '../components/leave-status-tag.tsx';
import { LeaveTabs } from '../components/leave-tabs.tsx';
import { leavePaths } from '../paths.ts';
import { NarrowedEmpty } from '../components/narrowed-empty.tsx';
import '../i18n.ts';
import '../leave.css';
import { OnceOpened } from '../../../../platform/ui/once-opened.tsx';

const LeaveDrawer = lazy(() =>
  import('../components/leave-drawer.tsx').then((m) => ({ default: m.LeaveDrawer })),
);

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
  const queryClient = useQueryClient();
  const [viewing, setViewing] = useState<number | null>(null);
  const close = useCallback(() => setViewing(null), []);
  const types = useQuery(leaveTypeChoicesQuery());
  const typeList = types.data?.results ?? [];
  const remove = useMutation({ ...deleteLeavesMutation(), onSuccess: () => refreshLeaves(queryClient) });
  const canEdit = hasPermission(user, 'edit leave');
  const canDelete = hasPermission(user, 'delete leave');
  const canCreate = hasPermission(user, 'create leave');
  const canSettings =
    hasPermission(user, 'manage leave types') || hasPermission(user, 'manage leave approvers');

  const columns: TableColumnsType<LeaveRow> = [
    { title: t('leave.id'), dataIndex: 'id', width: 48 },
    {
      title: t('leave.employee'),
      dataIndex: 'employee_name',
      width: 130,
      ellipsis: true,
      render: (name: string) => <span data-testid="leave-employee-name">{name}</span>,
    },
    { title: t('leave.leaveType'), dataIndex: 'leave_type_name', width: 110, ellipsis: true },
    { title: t('leave.startDate'), dataIndex: 'start_date', render: (v: string) => <DateText value={v} /> },
    { title: t('leave.endDate'), dataIndex: 'end_date', render: (v: string) => <DateText value={v} /> },
    {
      title: t('leave.relief'),
      dataIndex: 'relief',
      // Shown from 1600 px (and always in the side panel): beside the sidebar, eight columns left the
      // status under the fixed actions at 1280.
      responsive: ['xxl'],
      width: 120,
      ellipsis: true,
      render: (v: string | null) => v ?? <span className="cr-muted">{t('leave.none')}</span>,
    },
    {
      title: t('leave.status'),
      dataIndex: 'status',
      render: (v: LeaveRow['status']) => <LeaveStatusTag status={v} />,
    },
    {
      title: t('leave.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_v, row) => {
        const actions: RowAction[] = [
          {
            key: 'view',
            label: t('leave.view'),
            icon: <EyeOutlined />,
            testId: `leave-view-${row.id}`,
            onClick: () => setViewing(row.id),
          },
        ];
        if (row.status === 'pending' && canEdit)
          actions.push({
            key: 'edit',
            label: t('leave.edit'),
            icon: <EditOutlined />,
            testId: `leave-edit-${row.id}`,
            onClick: () => void navigate({ to: paths.edit(row.id) }),
          });
        if (canDelete)
          actions.push({
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
          });
        return (
          <ResponsiveRowActions
            actions={actions}
            label={t('leave.actionsFor', { id: row.id })}
            menuTestId={`leave-actions-${row.id}`}
          />
        );
      },
    },
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
              <ConfirmDelete
                title="leave.deleteTitle"
                text="leave.deleteText"
                onConfirm={() =>
                  remove
                    .mutateAsync(keys.map(Number))
                    .then(clear)
                    .catch(() => undefined)
                }
              >
                <Button danger icon={<DeleteOutlined />} data-testid="leave-bulk-delete">
                  {t('leave.deleteSelected')}
                </Button>
              </ConfirmDelete>
            ) : null
          }
          empty={
            <EmptyState message={t('leave.empty')}>
              {canCreate ? (
                <LinkButton to={paths.create} label={t('leave.newLeave')} testId="leave-create-empty" />
              ) : null}
            </EmptyState>
          }
          emptyNarrowed={(search, clear) => (
            <NarrowedEmpty search={search} clear={clear} typeNames={typeList} />
          )}
        />
      </Panel>
      <OnceOpened open={viewing !== null}>
        <LeaveDrawer
          id={viewing}
          onClose={close}
          footer={(record) =>
            record.can_edit ? (
              <div className="cr-leave-actions">
                <Button
                  icon={<EditOutlined />}
                  onClick={() => void navigate({ to: paths.edit(record.id) })}
                  data-testid="leave-detail-edit"
                >
                  {t('leave.edit')}
                </Button>
              </div>
            ) : null
          }
        />
      </OnceOpened>
    </>
  );
}
