import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../../platform/ui/record-page.tsx';
import { ProjectForm } from '../components/project-form.tsx';
import { projectQuery } from '../api.ts';
import '../i18n.ts';

/** …/task-management/edit-projects/$id */
export default function ProjectEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams({ strict: false }).id);
  return (
    <RecordPage query={projectQuery(id)} title={t('project.editTitle')} subtitle={(p) => p.name}>
      {(p) => <ProjectForm record={p} />}
    </RecordPage>
  );
}
