import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Tooltip, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, type LeaveTypeRow } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { RowActions } from '../../../../platform/ui/row-actions.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { NewLink } from '../components/new-link.tsx';
import { deleteLeaveTypeMutation, leaveTypeListQuery, refreshLeaveTypes } from '../api.ts';
import { LeaveTypeDetailDrawer } from '../components/leave-type-detail.tsx';
import { LEAVE_SETTINGS_PATHS } from '../paths.ts';
import '../../../../platform/approvers/approvers.css';
import '../leave-settings.css';
import '../i18n.ts';

/** settings/leave-type (spec 2 §2): ID, leave type, no of days, view/edit/delete; detail panel; search. */
export default function LeaveTypeListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const canManage = hasPermission(user, 'manage leave types');
  const [viewing, setViewing] = useState<number | null>(null);
  const remove = useMutation({
    ...deleteLeaveTypeMutation(),
    onSuccess: () => refreshLeaveTypes(queryClient),
  });
  const create = (testId: string) =>
    canManage ? (
      <NewLink to={LEAVE_SETTINGS_PATHS.typeCreate} label={t('leaveSettings.newType')} testId={testId} />
    ) : null;

  const columns: TableColumnsType<LeaveTypeRow> = [
    { title: t('leaveSettings.id'), dataIndex: 'id', width: 80 },
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
      width: 120,
    },
    {
      title: t('leaveSettings.actions'),
      key: 'actions',
      fixed: 'right',
      width: canManage ? 140 : 70,
      render: (_v, row) => (
        <Flex gap={4}>
          <Tooltip title={t('leaveSettings.view')}>
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`${t('leaveSettings.view')} ${row.leave_name}`}
              onClick={() => setViewing(row.id)}
              data-testid={`leave-type-view-${row.id}`}
            />
          </Tooltip>
          {canManage ? (
            <RowActions
              testId="leave-type"
              id={row.id}
              name={row.leave_name}
              edit={{ to: LEAVE_SETTINGS_PATHS.typeEdit(row.id), label: t('leaveSettings.edit') }}
              remove={{
                label: t('leaveSettings.delete'),
                title: t('leaveSettings.deleteTypeTitle'),
                text: 'leaveSettings.deleteTypeText',
                onConfirm: () => remove.mutateAsync(row.id).catch(() => undefined),
              }}
            />
          ) : null}
        </Flex>
      ),
    },
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
          <EmptyState message={t('leaveSettings.typesEmptyFor', { query })}>
            <Button type="link" onClick={clear} data-testid="leave-type-clear-search">
              {t('leaveSettings.clearSearch')}
            </Button>
          </EmptyState>
        )}
      />
      <LeaveTypeDetailDrawer id={viewing} onClose={() => setViewing(null)} canEdit={canManage} />
    </>
  );
}
