import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../../platform/session/current-user.ts';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { LoanForm } from '../components/loan-form.tsx';
import { essLoanScreens } from '../requests.routes.tsx';
import '../i18n.ts';
import '../loans.css';

/** /ess/payroll/loan/create (the home page's "Request for Loan"): the employee asks for a loan (ADR 52). */
export default function EssCreatePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader back title={t('loanRequest.createTitle')} subtitle={t('loanRequest.createSubtitle')} />
      <LoanForm admin={false} employeeId={user.employee.id} done={essLoanScreens.paths.mine} />
    </>
  );
}
