import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { RecordForm } from '../components/record-form.tsx';
import '../i18n.ts';
import '../benefit-deduction.css';

/** /admin/payroll/benefit-deduction/create: for one employee or several at once. */
export default function RecordCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('benefitDeduction.createTitle')} subtitle={t('benefitDeduction.subtitle')} />
      <RecordForm />
    </>
  );
}
