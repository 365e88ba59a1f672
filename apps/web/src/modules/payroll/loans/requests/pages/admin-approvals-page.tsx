import { LoanApprovals } from '../components/loan-inbox.tsx';
import '../i18n.ts';
import '../loans.css';

/** /admin/payroll/loan/loan-approval/view-all: the loan requests waiting on the admin (ADR 31, 52). */
export default function AdminApprovalsPage() {
  return <LoanApprovals />;
}
