import { useLocation } from '@tanstack/react-router';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEAVE_ENDPOINTS as E, LEAVE_MESSAGES as M, type LeaveRow } from '@clockroom/contracts';
import { levelColumn } from '../../../../platform/approvers/level-label.ts';
import { ApprovalInboxPage } from '../../../../platform/approvers/inbox/approval-inbox-page.tsx';
import { leaveApprovalsQuery, refreshLeaves } from '../api.ts';
import { LazyLeaveDrawer, leaveDateColumns, leaveWhoColumns } from '../components/leave-list-parts.tsx';
import { LeaveTabs } from '../components/leave-tabs.tsx';
import { leaveViewOf } from '../paths.ts';
import '../i18n.ts';
import '../leave.css';

/**
 * /{view}/hrm/leave/approvals: the leave requests waiting on the signed-in approver now (ADR 22), in
 * the one approvals inbox (ADR 31).
 */
export default function LeaveApprovalsPage() {
  const { t, i18n } = useTranslation();
  const view = leaveViewOf(useLocation().pathname);

  const columns: TableColumnsType<LeaveRow> = [
    ...leaveWhoColumns(t, { id: 56, employee: 150, type: 130 }),
    ...leaveDateColumns(t),
    { title: t('leave.days'), dataIndex: 'days', responsive: ['xl'] },
    levelColumn(t('leave.level'), i18n.language, { dataIndex: 'approval_level' }),
  ];

  return (
    <ApprovalInboxPage
      tabs={<LeaveTabs view={view} active="approvals" />}
      decide={{
        endpoints: E,
        idsField: 'leave_request_ids',
        refresh: refreshLeaves,
        words: 'leave',
        testIdPrefix: 'leave',
        reasonRequired: M.reasonRequired,
      }}
      testId="leave-approvals-table"
      query={leaveApprovalsQuery}
      columns={columns}
      detail={{ drawer: LazyLeaveDrawer, actionsClassName: 'cr-leave-actions' }}
    />
  );
}
