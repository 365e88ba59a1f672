import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PayBreakdownForm } from '../components/pay-breakdown-form.tsx';
import '../i18n.ts';
import '../breakdowns.css';

/** /admin/payroll/pay-package/settings/pay-breakdown/create */
export default function PayBreakdownCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('payBreakdown.createTitle')} subtitle={t('payBreakdown.subtitle')} />
      <PayBreakdownForm />
    </>
  );
}
