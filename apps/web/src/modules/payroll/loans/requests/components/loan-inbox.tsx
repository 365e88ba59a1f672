import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, type LoanRequest } from '@clockroom/contracts';
import { ApprovalInboxPage } from '../../../../../platform/approvers/inbox/approval-inbox-page.tsx';
import { levelColumn } from '../../../../../platform/approvers/level-label.ts';
import { Naira } from '../../../../../platform/ui/money.tsx';
import { loanApprovalsQuery, loanRequestQuery } from '../api.ts';
import { LOAN_DECISIONS } from './loan-bits.tsx';
import { LoanScheduleDrawer } from './loan-schedule-drawer.tsx';
import { loanFigureColumns, loanTypeColumn } from './loan-columns.tsx';

/** The schedule of the request opened in the inbox, shown once it has loaded. */
function OpenLoanSchedule({ id, onClose }: { id: number | null; onClose: () => void }) {
  const open = useQuery({ ...loanRequestQuery(id ?? 0), enabled: id !== null });
  return <LoanScheduleDrawer loan={id !== null ? (open.data ?? null) : null} onClose={onClose} />;
}

/**
 * The loan requests waiting on the signed-in approver, in the one approvals inbox (ADR 31, 52), each
 * opening its schedule; for anyone who approves none it says what would arrive here. The ESS screen
 * shows the loan tabs above it, the admin screen none.
 */
export function LoanApprovals({ tabs }: { tabs?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const columns: TableColumnsType<LoanRequest> = [
    { title: t('loanRequest.employee'), dataIndex: 'employee_name', responsive: ['sm'] },
    // On a phone the employee and amount columns are gone: both sit under the type instead.
    loanTypeColumn(t, (row) => (
      <>
        {row.employee_name} · <Naira value={row.amount} />
      </>
    )),
    ...loanFigureColumns(t, 'md'),
    {
      title: t('loanRequest.reason'),
      dataIndex: 'reason',
      responsive: ['xl'],
      render: (v: string | null) => <span className="cr-wrap">{v ?? ''}</span>,
    },
    {
      title: t('loanRequest.requested'),
      dataIndex: 'created_at',
      responsive: ['lg'],
      render: (at: string) => formatDate(at.slice(0, 10)),
    },
    // Level 0: no group covers the employee, so loan approvers decide it (ADR 52).
    levelColumn(t('loanRequest.level'), i18n.language, { fallback: t('loanRequest.loanApprovers') }),
  ];
  return (
    <ApprovalInboxPage
      decide={LOAN_DECISIONS}
      tabs={tabs}
      detail={{ drawer: OpenLoanSchedule }}
      testId="loan-approvals"
      query={loanApprovalsQuery}
      columns={columns}
      emptyHint
    />
  );
}
