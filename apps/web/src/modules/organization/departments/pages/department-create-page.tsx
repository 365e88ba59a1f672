import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { DepartmentForm } from '../components/department-form.tsx';
import '../i18n.ts';

export default function DepartmentCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('department.createTitle')} />
      <DepartmentForm />
    </>
  );
}
