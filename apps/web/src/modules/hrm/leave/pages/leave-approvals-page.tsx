import { useCallback, useState, lazy } from 'react';
import { useLocation } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEAVE_ENDPOINTS as E, LEAVE_MESSAGES as M, type LeaveRow } from '@clockroom/contracts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { DateText } from '../../../../platform/ui/date-text.tsx';
import { OnceOpened } from '../../../../platform/ui/once-opened.tsx';
import { levelLabel } from '../../../../platform/approvers/level-label.ts';
import { ApprovalInbox, DecisionFooter } from '../../../../platform/approvers/inbox/approval-inbox.tsx';
import { useApprovalDecisions } from '../../../../platform/approvers/inbox/use-approval-decisions.tsx';
import { leaveApprovalsQuery, refreshLeaves } from '../api.ts';
import { LeaveTabs } from '../components/leave-tabs.tsx';
import { leaveViewOf } from '../paths.ts';
import '../i18n.ts';
import '../leave.css';

const LeaveDrawer = lazy(() =>
  import('../components/leave-drawer.tsx').then((m) => ({ default: m.LeaveDrawer })),
);

const words = 'leave';
const testIdPrefix = 'leave';

/**
 * /{view}/hrm/leave/approvals: the leave requests waiting on the signed-in approver now (ADR 22), in
 * the one approvals inbox (ADR 31).
 */
export default function LeaveApprovalsPage() {
  const { t, i18n } = useTranslation();
  const view = leaveViewOf(useLocation().pathname);
  const [viewing, setViewing] = useState<number | null>(null);
  const close = useCallback(() => setViewing(null), []);
  const decisions = useApprovalDecisions({
    endpoints: E,
    idsField: 'leave_request_ids',
    refresh: refreshLeaves,
    words,
    testIdPrefix,
    reasonRequired: M.reasonRequired,
  });

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
  ];

  return (
    <>
      <PageHeader title={t('leave.approvalsTitle')} subtitle={t('leave.approvalsSubtitle')} />
      <LeaveTabs view={view} active="approvals" />
      <ApprovalInbox
        decisions={decisions}
        words={words}
        testIdPrefix={testIdPrefix}
        testId="leave-approvals-table"
        query={leaveApprovalsQuery}
        columns={columns}
        searchPlaceholder={t('leave.search')}
        empty={<EmptyState message={t('leave.emptyApprovals')} />}
        onView={setViewing}
      />
      <OnceOpened open={viewing !== null}>
        <LeaveDrawer
          id={viewing}
          onClose={close}
          footer={(record) =>
            record.can_decide ? (
              <DecisionFooter
                decisions={decisions}
                words={words}
                testIdPrefix={testIdPrefix}
                id={record.id}
                className="cr-leave-actions"
                onDone={close}
              />
            ) : null
          }
        />
      </OnceOpened>
    </>
  );
}
