import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Button, Popconfirm, type TableColumnsType } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LeaveRow } from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { leaveBalancesQuery, myLeavesQuery } from '../api.ts';
import { LeaveBalances } from '../components/leave-balances.tsx';
import { LeaveFilters } from '../components/leave-filters.tsx';
import {
  LeaveDetailEdit,
  leaveActionsColumn,
  leaveDateColumns,
  narrowedEmpty,
  reliefColumn,
  useLeaveViewer,
} from '../components/leave-list-parts.tsx';
import { LeaveStatusTag } from '../components/leave-status-tag.tsx';
import { LeaveTabs } from '../components/leave-tabs.tsx';
import { useLeaveCancel } from '../components/use-leave-cancel.tsx';
import { leavePaths, leaveViewOf } from '../paths.ts';
import '../i18n.ts';
import '../leave.css';

const cancellable = (row: Pick<LeaveRow, 'status'>) => row.status === 'pending' || row.status === 'scheduled';

/**
 * /ess/hrm/leave/my-leaves and /admin/hrm/leave/my-leave: the signed-in employee's own requests
 * (GET /hrm/leaves/me) under their balance of each leave type; edit while pending, cancel while
 * pending or scheduled (ADR 23).
 */
export default function MyLeavesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = leaveViewOf(useLocation().pathname);
  const paths = leavePaths(view);
  const viewer = useLeaveViewer();
  const cancelling = useLeaveCancel();
  const [year, setYear] = useState<number | undefined>(undefined);
  const types = useQuery(leaveBalancesQuery(null));
  const typeList = types.data ?? [];
  const cancelConfirm = (id: number) => ({
    title: t('leave.cancelTitle', { id }),
    text: t('leave.cancelText'),
    okText: t('leave.cancelOk'),
    cancelText: t('leave.keep'),
    onConfirm: () => cancelling.cancel([id]),
  });

  const columns: TableColumnsType<LeaveRow> = [
    { title: t('leave.id'), dataIndex: 'id', width: 72 },
    { title: t('leave.leaveType'), dataIndex: 'leave_type_name' },
    ...leaveDateColumns(t),
    { title: t('leave.days'), dataIndex: 'days', responsive: ['md'] },
    reliefColumn(t, { responsive: ['lg'] }),
    {
      title: t('leave.status'),
      dataIndex: 'status',
      render: (v: LeaveRow['status']) => <LeaveStatusTag status={v} detailed />,
    },
    leaveActionsColumn(t, {
      onView: viewer.view,
      canEdit: true,
      onEdit: (id) => void navigate({ to: paths.edit(id) }),
      more: (row) =>
        cancellable(row)
          ? [
              {
                key: 'cancel',
                label: t('leave.cancel'),
                icon: <StopOutlined />,
                danger: true,
                testId: `leave-cancel-${row.id}`,
                confirm: cancelConfirm(row.id),
              },
            ]
          : [],
    }),
  ];

  return (
    <>
      <PageHeader
        title={t('leave.myTitle')}
        subtitle={t('leave.mySubtitle')}
        extra={<LinkButton to={paths.create} label={t('leave.apply')} testId="leave-apply" />}
      />
      <LeaveTabs view={view} active="mine" />
      <LeaveBalances title={t('leave.balances')} year={year} onYear={setYear} />
      {cancelling.report}
      <Panel>
        <DataTable
          testId="leave-my-table"
          query={myLeavesQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={t('leave.searchMine')}
          toolbar={(ctx) => <LeaveFilters {...ctx} types={typeList} />}
          empty={
            <EmptyState message={t('leave.emptyMine')}>
              <LinkButton to={paths.create} label={t('leave.apply')} testId="leave-apply-empty" />
            </EmptyState>
          }
          emptyNarrowed={narrowedEmpty(typeList)}
        />
      </Panel>
      {viewer.panel((record) =>
        record.can_edit || record.can_cancel ? (
          <div className="cr-leave-actions">
            {record.can_cancel ? (
              <Popconfirm
                title={t('leave.cancelTitle', { id: record.id })}
                description={t('leave.cancelText')}
                okText={t('leave.cancelOk')}
                okButtonProps={{ danger: true }}
                cancelText={t('leave.keep')}
                onConfirm={() => cancelling.cancel([record.id]).then(viewer.close)}
              >
                <Button danger icon={<StopOutlined />} data-testid="leave-detail-cancel">
                  {t('leave.cancel')}
                </Button>
              </Popconfirm>
            ) : null}
            {record.can_edit ? (
              <LeaveDetailEdit t={t} onEdit={() => void navigate({ to: paths.edit(record.id) })} />
            ) : null}
          </div>
        ) : null,
      )}
    </>
  );
}
