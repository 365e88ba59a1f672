import { LoanApprovals } from '../components/loan-inbox.tsx';
import { LoanTabs } from '../components/loan-bits.tsx';
import '../i18n.ts';
import '../loans.css';

/** /ess/payroll/loan/approval/view-all: the loan requests waiting on the signed-in approver (ADR 52). */
export default function EssApprovalsPage() {
  return <LoanApprovals tabs={<LoanTabs active="approvals" />} />;
}
