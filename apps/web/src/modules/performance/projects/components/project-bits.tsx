import { Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Project, ProjectStatus } from '@clockroom/contracts';

const COLOURS: Record<ProjectStatus, string> = {
  active: 'green',
  on_hold: 'orange',
  completed: 'blue',
  archived: 'default',
};

export function ProjectStatusTag({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`project.${status}`)}</Tag>;
}

export function ProjectProgress({ project }: { project: Project }) {
  const percent = project.tasks_count ? Math.round((project.done_count / project.tasks_count) * 100) : 0;
  return <Progress percent={percent} size="small" />;
}

/** A day (YYYY-MM-DD) in the reader's language, or a dash. */
export function DayText({ value }: { value: string | null }) {
  const { i18n } = useTranslation();
  if (!value) return <>—</>;
  return (
    <>
      {new Date(`${value}T00:00:00`).toLocaleDateString(i18n.language, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      })}
    </>
  );
}
