import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { boardColumns, moveInColumns, type Task, type TaskStatus } from '@clockroom/contracts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { TaskCardBody } from '../components/task-card.tsx';
import { boardKey, boardQuery, moveTaskMutation, projectQuery, statusesQuery } from '../api.ts';
import '../i18n.ts';
import '../board.css';

function Card({ task, done }: { task: Task; done: boolean }) {
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
      {...attributes}
      {...listeners}
    >
      <TaskCardBody task={task} done={done} />
    </div>
  );
}

function Column({ status, tasks }: { status: TaskStatus; tasks: Task[] }) {
  const { t } = useTranslation();
  const { setNodeRef } = useDroppable({ id: `column-${status.id}`, data: { status: status.id } });
  return (
    <section className="kanban-column" data-testid={`column-${status.id}`} aria-label={status.name}>
      <h3>
        <span>{status.name}</span>
        <span>{tasks.length}</span>
      </h3>
      <SortableContext items={tasks.map((x) => x.id)} strategy={verticalListSortingStrategy}>
        <div ref={setNodeRef} className="kanban-list">
          {tasks.length === 0 && <div className="kanban-empty">{t('project.noTasks')}</div>}
          {tasks.map((task) => (
            <Card key={task.id} task={task} done={status.is_done} />
          ))}
        </div>
      </SortableContext>
    </section>
  );
}

/** …/view-task-board/$id: the project's Kanban board; cards move by mouse, touch and keyboard. */
export default function ViewTaskBoardPage() {
  const { t } = useTranslation();
  const id = Number(useParams({ strict: false }).id);
  const queryClient = useQueryClient();
  const project = useQuery(projectQuery(id));
  const statuses = useQuery(statusesQuery());
  const board = useQuery(boardQuery(id));
  const [error, setError] = useState(false);
  const move = useMutation({
    ...moveTaskMutation(),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: boardKey(id) }),
    onError: () => setError(true),
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (project.isError) return <EmptyState message={t('project.notFound')} />;
  if (!project.data || !statuses.data || !board.data) return <Skeleton active />;
  const tasks = board.data.results;
  const cols = statuses.data.results;
  const byId = new Map(tasks.map((x) => [x.id, x]));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const taskId = Number(active.id);
    const overData = over.data.current as { status?: number } | undefined;
    const toStatus = overData?.status ?? byId.get(Number(over.id))?.status_id;
    if (toStatus === undefined) return;
    const columns = boardColumns(tasks, cols.map((c) => c.id));
    const target = (columns.get(toStatus) ?? []).filter((x) => x !== taskId);
    const overIndex = target.indexOf(Number(over.id));
    const position = overIndex < 0 ? target.length : overIndex;
    const next = moveInColumns(columns, taskId, toStatus, position);
    // Shown at once; the server's order replaces it when the move is saved.
    queryClient.setQueryData(boardKey(id), {
      ...board.data,
      results: tasks.map((x) => {
        for (const [s, ids] of next) if (ids.includes(x.id)) return { ...x, status_id: s, position: ids.indexOf(x.id) };
        return x;
      }),
    });
    setError(false);
    move.mutate({ task_id: taskId, project_id: id, status_id: toStatus, position });
  };

  return (
    <>
      <PageHeader title={project.data.name} subtitle={t('project.dragHint')} />
      {error && <div role="alert" className="kanban-overdue">{t('project.notFound')}</div>}
      <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={onDragEnd}>
        <div className="kanban" data-testid="kanban">
          {cols.map((s) => (
            <Column
              key={s.id}
              status={s}
              tasks={tasks.filter((x) => x.status_id === s.id).sort((a, b) => a.position - b.position)}
            />
          ))}
        </div>
      </DndContext>
    </>
  );
}
