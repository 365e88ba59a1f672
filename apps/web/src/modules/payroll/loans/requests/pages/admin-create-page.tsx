import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { LoanForm } from '../components/loan-form.tsx';
import { adminLoanRequestScreens } from '../requests.routes.tsx';
import '../i18n.ts';
import '../loans.css';

/** /admin/payroll/loan/loan-request/create: a loan requested for an employee (ADR 52). */
export default function AdminCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('loanRequest.createTitle')} subtitle={t('loanRequest.adminCreateSubtitle')} />
      <LoanForm admin employeeId={null} done={adminLoanRequestScreens.paths.list} />
    </>
  );
}
