import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { RefundForm } from '../components/refund-form.tsx';
import '../i18n.ts';
import '../repayments.css';

/** /admin/payroll/loan/loan-refund/create */
export default function RefundCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('loanRepay.createRefund')} subtitle={t('loanRepay.refundSubtitle')} />
      <RefundForm />
    </>
  );
}
