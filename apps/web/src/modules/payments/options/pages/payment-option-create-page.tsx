import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PaymentOptionForm } from '../components/payment-option-form.tsx';
import '../i18n.ts';

/** …/settings/payment-options/create */
export default function PaymentOptionCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('paymentOption.createTitle')} subtitle={t('paymentOption.subtitle')} />
      <PaymentOptionForm />
    </>
  );
}
