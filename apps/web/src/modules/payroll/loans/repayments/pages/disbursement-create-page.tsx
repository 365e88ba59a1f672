import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { DisbursementForm } from '../components/disbursement-form.tsx';
import '../i18n.ts';
import '../repayments.css';

/** /admin/payroll/loan/loan-disbursement/create */
export default function DisbursementCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('loanRepay.disburse')} subtitle={t('loanRepay.disburseSubtitle')} />
      <DisbursementForm />
    </>
  );
}
