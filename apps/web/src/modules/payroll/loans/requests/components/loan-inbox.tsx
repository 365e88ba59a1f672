import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, type LoanRequest } from '@clockroom/contracts';
import { ApprovalInbox } from '../../../../../platform/approvers/inbox/approval-inbox.tsx';
import { levelColumn } from '../../../../../platform/approvers/level-label.ts';
import { EmptyState } from '../../../../../platform/ui/empty-state.tsx';
import { loanApprovalsQuery, loanRequestQuery } from '../api.ts';
import { LOAN_DECISION_WORDS, Naira, useLoanDecisions } from './loan-bits.tsx';
import { LoanScheduleDrawer } from './loan-schedule-drawer.tsx';
import { loanFigureColumns } from './loan-columns.tsx';

/**
 * The loan requests waiting on the signed-in approver, in the one approvals inbox (ADR 31, 52), each
 * opening its schedule; for anyone who approves none it says what would arrive here.
 */
export function LoanInbox() {
  const { t, i18n } = useTranslation();
  const decisions = useLoanDecisions();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = useQuery({ ...loanRequestQuery(openId ?? 0), enabled: openId !== null });
  const columns: TableColumnsType<LoanRequest> = [
    { title: t('loanRequest.employee'), dataIndex: 'employee_name', responsive: ['sm'] },
    {
      title: t('loanRequest.loanType'),
      dataIndex: 'loan_type_name',
      // On a phone the employee column is gone: the name sits under the type instead.
      render: (v: string, row) => (
        <span className="cr-wrap">
          {v}
          <span className="cr-loan-under cr-muted cr-small">
            {row.employee_name} · <Naira value={row.amount} />
          </span>
        </span>
      ),
    },
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
    <>
      <ApprovalInbox
        decisions={decisions}
        {...LOAN_DECISION_WORDS}
        testId="loan-approvals"
        query={loanApprovalsQuery}
        columns={columns}
        onView={setOpenId}
        searchPlaceholder={t('loanRequest.search')}
        empty={
          <EmptyState message={t('loanRequest.emptyApprovals')}>
            <span className="cr-muted cr-small">{t('loanRequest.approvalsHint')}</span>
          </EmptyState>
        }
      />
      <LoanScheduleDrawer
        loan={openId !== null ? (open.data ?? null) : null}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}
