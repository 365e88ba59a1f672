import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, type LeaveTypeRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { CreateLink } from '../../../../platform/ui/create-link.tsx';
import { deleteLeaveTypeMutation, leaveTypeListQuery, refreshLeaveTypes } from '../api.ts';
import { useListActionsColumn } from '../../../../platform/approvers/category/components/list-row-actions.tsx';
import { LeaveTypeDetailDrawer } from '../components/leave-type-detail.tsx';
import { leaveSettingsScreens } from '../leave-settings.routes.tsx';
import '../../../../platform/approvers/approvers.css';
import { useRefreshingWrite } from '../../../../platform/ui/resource-list/use-refreshing-write.ts';
import '../leave-settings.css';
import '../i18n.ts';

/** settings/leave-type (spec 2 §2): ID, leave type, no of days, view/edit/delete; detail panel; search. */
export default function LeaveTypeListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canManage = hasPermission(user, 'manage leave types');
  const [viewing, setViewing] = useState<number | null>(null);
  const remove = useRefreshingWrite(deleteLeaveTypeMutation(), refreshLeaveTypes);
  const create = (testId: string) =>
    canManage ? (
      <CreateLink
        {...leaveSettingsScreens.paths.typeCreate}
        label={t('leaveSettings.newType')}
        testId={testId}
      />
    ) : null;

  const columns: TableColumnsType<LeaveTypeRow> = [
    { title: t('leaveSettings.id'), dataIndex: 'id', width: 80, responsive: ['sm'] },
    {
      title: t('leaveSettings.leaveType'),
      dataIndex: 'leave_name',
      render: (name: string, row) => (
        <Button type="link" className="cr-ls-link" onClick={() => setViewing(row.id)}>
          {name}
        </Button>
      ),
    },
    {
      title: t('leaveSettings.noOfDays'),
      dataIndex: 'applicable_days',
      align: 'right',
      width: 100,
    },
    useListActionsColumn<LeaveTypeRow>((row) => ({
      testId: 'leave-type',
      id: row.id,
      name: row.leave_name,
      onView: () => setViewing(row.id),
      editTo: canManage ? leaveSettingsScreens.paths.typeEdit(row.id) : undefined,
      remove: canManage
        ? {
            title: 'leaveSettings.deleteTypeTitle',
            text: 'leaveSettings.deleteTypeText',
            onConfirm: () => remove.mutateAsync(row.id).catch(() => undefined),
          }
        : undefined,
    })),
  ];

  return (
    <>
      <PageHeader
        back
        title={t('leaveSettings.typesTitle')}
        subtitle={t('leaveSettings.typesSubtitle')}
        extra={create('leave-type-create')}
      />
      <DataTable
        testId="leave-type-table"
        query={leaveTypeListQuery}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('leaveSettings.typesSearch')}
        empty={
          <EmptyState message="leaveSettings.typesEmpty">{create('leave-type-create-empty')}</EmptyState>
        }
        emptyNarrowed={(query, clear) => (
          <EmptyState
            message={t('leaveSettings.typesEmptyFor', { query })}
            clear={{
              onClick: clear,
              label: t('leaveSettings.clearSearch'),
              testId: 'leave-type-clear-search',
            }}
          />
        )}
      />
      <LeaveTypeDetailDrawer id={viewing} onClose={() => setViewing(null)} canEdit={canManage} />
    </>
  );
}
