import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, type AllowanceClaim } from '@clockroom/contracts';
import { ApprovalInboxPage } from '../../../../platform/approvers/inbox/approval-inbox-page.tsx';
import { levelColumn } from '../../../../platform/approvers/level-label.ts';
import { Naira } from '../../../../platform/ui/money.tsx';
import { CLAIM_DECISIONS, ClaimTabs } from '../components/claim-bits.tsx';
import { claimApprovalsQuery } from '../api.ts';
import '../i18n-ess.ts';
import '../allowances.css';

/**
 * /ess/payroll/payslip/approval/view-all: the allowance claims waiting on the signed-in approver, in
 * the one approvals inbox (ADR 31, 45). For anyone who approves none it says what would arrive here.
 */
export default function ClaimApprovalsPage() {
  const { t, i18n } = useTranslation();
  const columns: TableColumnsType<AllowanceClaim> = [
    { title: t('allowanceClaim.employee'), dataIndex: 'name', responsive: ['sm'] },
    {
      title: t('allowanceClaim.claim'),
      dataIndex: 'title',
      // On a phone the employee and amount columns are gone: both sit under the claim instead.
      render: (v: string, row) => (
        <span className="cr-wrap">
          {v}
          <span className="cr-claim-who cr-muted cr-small">
            {row.name} · <Naira value={row.amount} />
          </span>
        </span>
      ),
    },
    {
      title: t('allowanceClaim.amountColumn'),
      dataIndex: 'amount',
      align: 'right',
      responsive: ['sm'],
      render: (amount: string) => <Naira value={amount} />,
    },
    {
      title: t('allowanceClaim.reason'),
      dataIndex: 'reason',
      responsive: ['lg'],
      render: (v: string | null) => <span className="cr-wrap">{v ?? ''}</span>,
    },
    {
      title: t('allowanceClaim.submitted'),
      dataIndex: 'created_at',
      responsive: ['md'],
      render: (at: string) => formatDate(at.slice(0, 10)),
    },
    // Level 0: no group covers the claimant, so payroll approvers decide it (ADR 45).
    levelColumn(t('allowanceClaim.level'), i18n.language, { fallback: t('allowanceClaim.payrollApprovers') }),
  ];
  return (
    <ApprovalInboxPage
      decide={CLAIM_DECISIONS}
      tabs={<ClaimTabs active="approvals" />}
      panelClassName="cr-claims-panel"
      testId="allowance-claim-approvals"
      query={claimApprovalsQuery}
      columns={columns}
      emptyHint
    />
  );
}
