import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { teamQuery } from '../api.ts';
import { TeamForm } from '../components/team-form.tsx';
import '../i18n.ts';

export default function TeamEditPage() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id: string };
  return (
    <RecordPage query={teamQuery(id)} title={t('team.editTitle')} subtitle={(team) => team.team_name}>
      {(team) => <TeamForm key={team.id} team={team} />}
    </RecordPage>
  );
}
