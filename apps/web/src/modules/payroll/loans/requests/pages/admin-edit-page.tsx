import { LoanEditScreen } from '../components/loan-edit-screen.tsx';
import { adminLoanRequestScreens } from '../requests.routes.tsx';
import '../i18n.ts';
import '../loans.css';

/** /admin/payroll/loan/loan-request/edit/{id}: a pending request; a decided one goes back to the list. */
export default function AdminEditPage() {
  return <LoanEditScreen admin done={adminLoanRequestScreens.paths.list} />;
}
