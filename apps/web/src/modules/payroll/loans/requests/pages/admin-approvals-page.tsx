import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { LoanInbox } from '../components/loan-inbox.tsx';
import '../i18n.ts';
import '../loans.css';

/** /admin/payroll/loan/loan-approval/view-all: the loan requests waiting on the admin (ADR 31, 52). */
export default function AdminApprovalsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('loanRequest.approvalsTitle')} subtitle={t('loanRequest.approvalsSubtitle')} />
      <LoanInbox />
    </>
  );
}
