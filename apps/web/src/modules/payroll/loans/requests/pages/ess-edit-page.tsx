import { LoanEditScreen } from '../components/loan-edit-screen.tsx';
import { essLoanScreens } from '../requests.routes.tsx';
import '../i18n.ts';
import '../loans.css';

/** /ess/payroll/loan/edit/{id}: the employee changes a pending request; a decided one goes back to the list. */
export default function EssEditPage() {
  return <LoanEditScreen admin={false} done={essLoanScreens.paths.mine} />;
}
