import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PayPackageForm } from '../components/pay-package-form.tsx';
import '../i18n.ts';
import '../packages.css';

/** /admin/payroll/pay-package/create */
export default function PayPackageCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('payPackage.createTitle')} subtitle={t('payPackage.subtitle')} />
      <PayPackageForm />
    </>
  );
}
