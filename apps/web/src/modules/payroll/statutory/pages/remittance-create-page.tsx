import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { RemittanceForm } from '../components/remittance-form.tsx';
import '../i18n-remittances.ts';
import '../statutory.css';

/** /admin/payroll/pay-package/settings/company-remittance/create */
export default function RemittanceCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        back
        title={t('companyRemittance.createTitle')}
        subtitle={t('companyRemittance.subtitle')}
      />
      <RemittanceForm />
    </>
  );
}
