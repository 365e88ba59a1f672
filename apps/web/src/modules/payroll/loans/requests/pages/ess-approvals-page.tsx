import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { LoanInbox } from '../components/loan-inbox.tsx';
import { LoanTabs } from '../components/loan-bits.tsx';
import '../i18n.ts';
import '../loans.css';

/** /ess/payroll/loan/approval/view-all: the loan requests waiting on the signed-in approver (ADR 52). */
export default function EssApprovalsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('loanRequest.approvalsTitle')} subtitle={t('loanRequest.approvalsSubtitle')} />
      <LoanTabs active="approvals" />
      <LoanInbox />
    </>
  );
}
