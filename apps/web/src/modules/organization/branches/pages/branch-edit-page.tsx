import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { branchQuery } from '../api.ts';
import { BranchForm } from '../components/branch-form.tsx';
import '../i18n.ts';

export default function BranchEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  const branch = useQuery(branchQuery(id));
  return (
    <>
      <PageHeader back title={t('branch.editTitle')} subtitle={branch.data?.station_name} />
      {branch.isPending ? (
        <PageLoading />
      ) : branch.isError ? (
        <PageError error={branch.error} onRetry={() => void branch.refetch()} />
      ) : (
        <BranchForm key={branch.data.id} branch={branch.data} />
      )}
    </>
  );
}
