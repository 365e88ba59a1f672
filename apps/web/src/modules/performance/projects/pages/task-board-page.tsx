import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { Card, Progress, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { adminTaskBoardScreens, essTaskBoardScreens } from '../projects.routes.tsx';
import { MyTasks } from '../components/my-tasks.tsx';
import { myProjectsQuery } from '../api.ts';
import '../i18n.ts';
import '../board.css';

/** …/task-management/task-board: a card per project the signed-in person is a member of. */
export default function TaskBoardPage() {
  const { t } = useTranslation();
  const ess = useLocation().pathname.startsWith('/ess');
  const { paths } = ess ? essTaskBoardScreens : adminTaskBoardScreens;
  const { data, isPending } = useQuery(myProjectsQuery());
  return (
    <div className="project-board-page">
      <PageHeader title={t('project.boardTitle')} subtitle={t('project.boardSubtitle')} />
      {isPending ? (
        <Skeleton active />
      ) : !data || data.results.length === 0 ? (
        <EmptyState message={t('project.empty')} />
      ) : (
        <div className="project-cards">
          {data.results.map((p) => (
            <Link key={p.id} {...paths.view(p.id)} data-testid={`project-card-${p.id}`}>
              <Card size="small" title={p.name} extra={<Tag>{t(`project.${p.status}`)}</Tag>} hoverable>
                <p className="project-card-text">{p.description}</p>
                <Progress
                  percent={p.tasks_count ? Math.round((p.done_count / p.tasks_count) * 100) : 0}
                  size="small"
                />
                <small>
                  {t('project.tasks', { done: p.done_count, count: p.tasks_count })} ·{' '}
                  {t('project.members', { count: p.members.length })}
                </small>
              </Card>
            </Link>
          ))}
        </div>
      )}
      <MyTasks board={(projectId) => paths.view(projectId)} />
    </div>
  );
}
