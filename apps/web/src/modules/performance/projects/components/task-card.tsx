import { Avatar, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Task } from '@clockroom/contracts';

const PRIORITY_COLOURS = { low: 'default', medium: 'blue', high: 'orange', urgent: 'red' } as const;
const today = () => new Date().toISOString().slice(0, 10);
const initials = (name: string) =>
  name
    .split(' ')
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2);

/** A board card: title, priority, due date (red once overdue, unless done) and the assignees. */
export function TaskCardBody({ task, done }: { task: Task; done: boolean }) {
  const { t, i18n } = useTranslation();
  const overdue = !done && task.due_date !== null && task.due_date < today();
  const date = task.due_date
    ? new Date(`${task.due_date}T00:00:00`).toLocaleDateString(i18n.language, {
        day: 'numeric',
        month: 'short',
      })
    : null;
  return (
    <>
      <div className="kanban-card-title">{task.title}</div>
      <div className="kanban-card-meta">
        <Tag color={PRIORITY_COLOURS[task.priority]}>{t(`project.${task.priority}`)}</Tag>
        {date && (
          <span
            className={overdue ? 'kanban-overdue' : undefined}
            data-testid={overdue ? 'task-overdue' : undefined}
          >
            {t(overdue ? 'project.overdue' : 'project.due', { date })}
          </span>
        )}
        {task.pending_status_id !== null && <Tag color="gold">{t('project.pending')}</Tag>}
      </div>
      <div className="kanban-card-meta" style={{ marginTop: 6 }}>
        {task.assignees.length === 0 ? (
          <span>{t('project.unassigned')}</span>
        ) : (
          <Avatar.Group max={{ count: 3 }} size="small">
            {task.assignees.map((a) => (
              <Tooltip key={a.id} title={a.name}>
                <Avatar size="small">{initials(a.name)}</Avatar>
              </Tooltip>
            ))}
          </Avatar.Group>
        )}
      </div>
    </>
  );
}
