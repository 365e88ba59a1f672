import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { ProjectForm } from '../components/project-form.tsx';
import '../i18n.ts';

/** …/task-management/create-projects */
export default function ProjectCreatePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader back title={t('project.createTitle')} subtitle={t('project.allSubtitle')} />
      <ProjectForm />
    </>
  );
}
