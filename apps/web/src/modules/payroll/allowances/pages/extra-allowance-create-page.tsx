import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { ExtraAllowanceForm } from '../components/extra-allowance-form.tsx';
import '../i18n.ts';
import '../allowances.css';

/** /admin/payroll/pay-package/settings/extra-allowance/create */
export default function ExtraAllowanceCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('extraAllowance.createTitle')} subtitle={t('extraAllowance.subtitle')} />
      <ExtraAllowanceForm />
    </>
  );
}
