import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { TypeForm } from '../components/type-form.tsx';
import '../i18n.ts';
import '../benefit-deduction.css';

/** /admin/payroll/benefit-deduction/settings/benefit-deduction-type/create */
export default function TypeCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        back
        title={t('benefitDeductionType.createTitle')}
        subtitle={t('benefitDeductionType.subtitle')}
      />
      <TypeForm />
    </>
  );
}
