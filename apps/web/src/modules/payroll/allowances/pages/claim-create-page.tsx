import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { ClaimForm } from '../components/claim-form.tsx';
import '../i18n-ess.ts';
import '../allowances.css';

/** /ess/payroll/payslip/create: the employee claims an allowance (ADR 45). */
export default function ClaimCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('allowanceClaim.createTitle')} subtitle={t('allowanceClaim.subtitle')} />
      <ClaimForm />
    </>
  );
}
