import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { TeamForm } from '../components/team-form.tsx';
import '../i18n.ts';

export default function TeamCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('team.createTitle')} />
      <TeamForm />
    </>
  );
}
