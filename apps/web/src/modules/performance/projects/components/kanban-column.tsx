import { Button } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { Task, TaskStatus } from '@clockroom/contracts';
import { TaskCardBody } from './task-card.tsx';

// The edit button is inside a draggable card: its own presses must not start a drag.
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

function SortableCard({ task, done, onEdit }: { task: Task; done: boolean; onEdit: (task: Task) => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data: { status: task.status_id },
  });
  const style = { transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.5 : 1 };
  return (
    <div
      ref={setNodeRef}
      style={style}
      className="kanban-card"
      data-testid={`task-card-${task.id}`}
      data-title={task.title}
      {...attributes}
      {...listeners}
    >
      <Button
        size="small"
        type="text"
        className="kanban-card-edit"
        icon={<EditOutlined />}
        aria-label={`${t('project.editTask')}: ${task.title}`}
        onPointerDown={stop}
        onKeyDown={stop}
        onClick={() => onEdit(task)}
        data-testid={`task-edit-${task.id}`}
      />
      <TaskCardBody task={task} done={done} />
    </div>
  );
}

/** One column of the board: its cards in order, a drop zone even when empty, and an add button. */
export function KanbanColumn(props: {
  status: TaskStatus;
  tasks: Task[];
  onAdd: (statusId: number) => void;
  onEdit: (task: Task) => void;
}) {
  const { status, tasks } = props;
  const { t } = useTranslation();
  const { setNodeRef } = useDroppable({ id: `column-${status.id}`, data: { status: status.id } });
  return (
    <section
      className="kanban-column"
      data-testid={`column-${status.id}`}
      data-column={status.name}
      aria-label={status.name}
    >
      <h3>
        <span>{status.name}</span>
        <span className="kanban-count">{tasks.length}</span>
      </h3>
      <SortableContext items={tasks.map((x) => x.id)} strategy={verticalListSortingStrategy}>
        <div ref={setNodeRef} className="kanban-list">
          {tasks.length === 0 && <div className="kanban-empty">{t('project.noTasks')}</div>}
          {tasks.map((task) => (
            <SortableCard key={task.id} task={task} done={status.is_done} onEdit={props.onEdit} />
          ))}
        </div>
      </SortableContext>
      <Button
        type="text"
        block
        icon={<PlusOutlined />}
        onClick={() => props.onAdd(status.id)}
        data-testid={`column-add-${status.id}`}
        className="kanban-add"
      >
        {t('project.addTask')}
      </Button>
    </section>
  );
}
