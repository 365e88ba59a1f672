import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { List, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../platform/ui/panel.tsx';
import type { LinkTarget } from '../../../../platform/routing/resource-routes.ts';
import { TaskCardBody } from './task-card.tsx';
import { myTasksQuery, statusesQuery } from '../api.ts';

/** The tasks assigned to the signed-in person (GET /hrm/projects/tasks), each opening its board. */
export function MyTasks({ board }: { board: (projectId: number) => LinkTarget }) {
  const { t } = useTranslation();
  const tasks = useQuery(myTasksQuery());
  const statuses = useQuery(statusesQuery());
  const names = new Map((statuses.data?.results ?? []).map((s) => [s.id, s]));
  return (
    <Panel testId="my-tasks" title={t('project.myTasks')}>
      {tasks.isPending ? (
        <Skeleton active />
      ) : (
        <List
          dataSource={tasks.data?.results ?? []}
          locale={{ emptyText: t('project.noMyTasks') }}
          renderItem={(task) => (
            <List.Item>
              <Link {...board(task.project_id)} className="my-task" data-testid={`my-task-${task.id}`}>
                <small>
                  {task.project_name} · {names.get(task.status_id)?.name}
                </small>
                <TaskCardBody task={task} done={names.get(task.status_id)?.is_done ?? false} />
              </Link>
            </List.Item>
          )}
        />
      )}
    </Panel>
  );
}
