import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { LoanTypeForm } from '../components/loan-type-form.tsx';
import '../i18n.ts';
import '../loan-settings.css';

/** /admin/payroll/loan/settings/loan-type/create */
export default function LoanTypeCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('loanType.createTitle')} subtitle={t('loanType.subtitle')} />
      <LoanTypeForm />
    </>
  );
}
