import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { departmentQuery } from '../api.ts';
import { DepartmentForm } from '../components/department-form.tsx';
import '../i18n.ts';

export default function DepartmentEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage
      query={departmentQuery(id)}
      title={t('department.editTitle')}
      subtitle={(department) => department.department_name}
    >
      {(department) => <DepartmentForm key={department.id} department={department} />}
    </RecordPage>
  );
}
