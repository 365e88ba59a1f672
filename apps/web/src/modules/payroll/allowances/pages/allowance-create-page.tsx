import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { AllowanceForm } from '../components/allowance-form.tsx';
import '../i18n.ts';
import '../allowances.css';

/** /admin/payroll/pay-package/settings/allowance/create */
export default function AllowanceCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('allowance.createTitle')} subtitle={t('allowance.subtitle')} />
      <AllowanceForm />
    </>
  );
}
