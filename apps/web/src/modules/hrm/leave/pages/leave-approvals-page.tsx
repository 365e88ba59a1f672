import { useCallback, useState, lazy } from 'react';
import { useLocation } from '@tanstack/react-router';
import { Button, Popconfirm, type TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LEAVE_MESSAGES as M, type LeaveRow } from '@clockroom/contracts';
import { DataTable } from '../../../../platform/ui/data-table/data-table.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ResponsiveRowActions, type RowAction } from '../../../../platform/ui/responsive-row-actions.tsx';
import { levelLabel } from '../../../../platform/approvers/level-label.ts';
import { leaveApprovalsQuery } from '../api.ts';
import { LeaveTabs } from '../components/leave-tabs.tsx';
import { useLeaveActions } from '../components/use-leave-actions.tsx';
import { leaveViewOf } from '../paths.ts';
import '../i18n.ts';
import '../leave.css';
import { OnceOpened } from '../../../../platform/ui/once-opened.tsx';

const LeaveDrawer = lazy(() =>
  import('../components/leave-drawer.tsx').then((m) => ({ default: m.LeaveDrawer })),
);
const RejectReasonModal = lazy(() =>
  import('../../../../platform/approvers/components/reject-reason-modal.tsx').then((m) => ({
    default: m.RejectReasonModal,
  })),
);

/**
 * /{view}/hrm/leave/approvals: the leave requests waiting on the signed-in approver now (ADR 22),
 * approved or rejected one by one or in bulk; a rejection asks for its reason.
 */
export default function LeaveApprovalsPage() {
  const { t, i18n } = useTranslation();
  const view = leaveViewOf(useLocation().pathname);
  const [viewing, setViewing] = useState<number | null>(null);
  const close = useCallback(() => setViewing(null), []);
  const [rejecting, setRejecting] = useState<{ ids: number[]; done?: () => void } | null>(null);
  const actions = useLeaveActions();
  const approve = (ids: number[]) => actions.run('approve', ids);

  const columns: TableColumnsType<LeaveRow> = [
    { title: t('leave.id'), dataIndex: 'id', width: 56 },
    {
      title: t('leave.employee'),
      dataIndex: 'employee_name',
      width: 150,
      ellipsis: true,
      render: (name: string) => <span data-testid="leave-employee-name">{name}</span>,
    },
    { title: t('leave.leaveType'), dataIndex: 'leave_type_name', width: 130, ellipsis: true },
    { title: t('leave.startDate'), dataIndex: 'start_date', render: (v: string) => <DateText value={v} /> },
    { title: t('leave.endDate'), dataIndex: 'end_date', render: (v: string) => <DateText value={v} /> },
    { title: t('leave.days'), dataIndex: 'days', responsive: ['xl'] },
    {
      title: t('leave.level'),
      dataIndex: 'approval_level',
      responsive: ['md'],
      render: (v: number) => levelLabel(v, i18n.language),
    },
    {
      title: t('leave.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_v, row) => {
        const list: RowAction[] = [
          {
            key: 'view',
            label: t('leave.view'),
            icon: <EyeOutlined />,
            testId: `leave-view-${row.id}`,
            onClick: () => setViewing(row.id),
          },
          {
            key: 'approve',
            label: t('leave.approve'),
            icon: <CheckOutlined />,
            testId: `leave-approve-${row.id}`,
            confirm: {
              title: t('leave.approveTitle', { count: 1 }),
              text: t('leave.approveText'),
              okText: t('leave.approve'),
              cancelText: t('common.cancel'),
              onConfirm: () => approve([row.id]),
            },
          },
          {
            key: 'reject',
            label: t('leave.reject'),
            icon: <CloseOutlined />,
            danger: true,
            testId: `leave-reject-${row.id}`,
            onClick: () => setRejecting({ ids: [row.id] }),
          },
        ];
        return (
          <ResponsiveRowActions
            actions={list}
            label={t('leave.actionsFor', { id: row.id })}
            menuTestId={`leave-actions-${row.id}`}
          />
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={t('leave.approvalsTitle')} subtitle={t('leave.approvalsSubtitle')} />
      <LeaveTabs view={view} active="approvals" />
      {actions.report}
      <Panel>
        <DataTable
          testId="leave-approvals-table"
          query={leaveApprovalsQuery}
          columns={columns}
          rowKey="id"
          searchPlaceholder={t('leave.search')}
          bulkActions={(keys, clear) => (
            <>
              <Popconfirm
                title={t('leave.approveTitle', { count: keys.length })}
                description={t('leave.approveText')}
                okText={t('leave.approve')}
                cancelText={t('common.cancel')}
                onConfirm={() => approve(keys.map(Number)).then(clear)}
              >
                <Button type="primary" icon={<CheckOutlined />} data-testid="leave-bulk-approve">
                  {t('leave.approveSelected')}
                </Button>
              </Popconfirm>
              <Button
                danger
                icon={<CloseOutlined />}
                data-testid="leave-bulk-reject"
                onClick={() => setRejecting({ ids: keys.map(Number), done: clear })}
              >
                {t('leave.rejectSelected')}
              </Button>
            </>
          )}
          empty={<EmptyState message={t('leave.emptyApprovals')} />}
        />
      </Panel>
      <OnceOpened open={rejecting !== null}>
        <RejectReasonModal
          words="leave"
          testIdPrefix="leave"
          required={M.reasonRequired}
          count={rejecting?.ids.length ?? 0}
          loading={actions.pending}
          onCancel={() => setRejecting(null)}
          onReject={(reason) => {
            const batch = rejecting;
            if (!batch) return;
            void actions.run('reject', batch.ids, reason).then(() => {
              batch.done?.();
              setRejecting(null);
            });
          }}
        />
      </OnceOpened>
      <OnceOpened open={viewing !== null}>
        <LeaveDrawer
          id={viewing}
          onClose={close}
          footer={(record) =>
            record.can_decide ? (
              <div className="cr-leave-actions">
                <Button
                  danger
                  icon={<CloseOutlined />}
                  data-testid="leave-detail-reject"
                  onClick={() => setRejecting({ ids: [record.id], done: close })}
                >
                  {t('leave.reject')}
                </Button>
                <Button
                  type="primary"
                  icon={<CheckOutlined />}
                  loading={actions.pending}
                  data-testid="leave-detail-approve"
                  onClick={() => void approve([record.id]).then(close)}
                >
                  {t('leave.approve')}
                </Button>
              </div>
            ) : null
          }
        />
      </OnceOpened>
    </>
  );
}
