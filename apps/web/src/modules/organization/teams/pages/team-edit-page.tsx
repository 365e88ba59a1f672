import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { PageLoading } from '../../../../platform/ui/page-loading.tsx';
import { teamQuery } from '../api.ts';
import { TeamForm } from '../components/team-form.tsx';
import '../i18n.ts';

export default function TeamEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  const team = useQuery(teamQuery(id));
  return (
    <>
      <PageHeader back title={t('team.editTitle')} subtitle={team.data?.team_name} />
      {team.isPending ? (
        <PageLoading />
      ) : team.isError ? (
        <PageError error={team.error} onRetry={() => void team.refetch()} />
      ) : (
        <TeamForm key={team.data.id} team={team.data} />
      )}
    </>
  );
}
