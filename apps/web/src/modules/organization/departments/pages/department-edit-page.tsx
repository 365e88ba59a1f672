import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { departmentQuery } from '../api.ts';
import { DepartmentForm } from '../components/department-form.tsx';
import '../i18n.ts';

export default function DepartmentEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  const department = useQuery(departmentQuery(id));
  return (
    <>
      <PageHeader back title={t('department.editTitle')} subtitle={department.data?.department_name} />
      {department.isPending ? (
        <PageLoading />
      ) : department.isError ? (
        <PageError error={department.error} onRetry={() => void department.refetch()} />
      ) : (
        <DepartmentForm key={department.data.id} department={department.data} />
      )}
    </>
  );
}
