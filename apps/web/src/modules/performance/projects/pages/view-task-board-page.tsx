import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Alert, App, Button, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  closestCorners,
  DndContext,
  pointerWithin,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { boardColumns, moveInColumns, type Task } from '@clockroom/contracts';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { KanbanColumn } from '../components/kanban-column.tsx';
import { TaskFormModal } from '../components/task-form-modal.tsx';
import { boardKey, boardQuery, moveTaskMutation, projectQuery, statusesQuery } from '../api.ts';
import '../i18n.ts';
import '../board.css';

type Editing = { task?: Task; statusId?: number } | null;

const isColumn = (id: string | number) => String(id).startsWith('column-');
const statusOf = (data: unknown) => (data as { status?: number } | undefined)?.status;

/**
 * Over which card a drop lands: the card nearest the dragged one in the column under the pointer,
 * or that column itself when it is empty; by keyboard (no pointer), the nearest corners.
 */
const collide: CollisionDetection = (args) => {
  const column = pointerWithin(args).find((hit) => isColumn(hit.id));
  if (!column) return closestCorners(args);
  const status = statusOf(args.droppableContainers.find((c) => c.id === column.id)?.data.current);
  const cards = args.droppableContainers.filter(
    (c) => !isColumn(c.id) && statusOf(c.data.current) === status,
  );
  return cards.length === 0 ? [column] : closestCenter({ ...args, droppableContainers: cards });
};

/** …/view-task-board/$id: the project's Kanban board; cards move by mouse, touch and keyboard. */
export default function ViewTaskBoardPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = Number(useParams({ strict: false }).id);
  const queryClient = useQueryClient();
  const project = useQuery(projectQuery(id));
  const statuses = useQuery(statusesQuery());
  const board = useQuery(boardQuery(id));
  const [editing, setEditing] = useState<Editing>(null);
  const [failed, setFailed] = useState(false);
  const move = useMutation({
    ...moveTaskMutation(),
    onSuccess: (answer) => {
      if (!answer.data.moved)
        void message.info(t('project.sentForApproval', { title: answer.data.task.title }));
    },
    onError: () => setFailed(true),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: boardKey(id) }),
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (project.isError) return <EmptyState message={t('project.notFound')} />;
  if (!project.data || !statuses.data || !board.data) return <Skeleton active />;
  const page = board.data;
  const tasks = page.results;
  const cols = statuses.data.results;
  const byId = new Map(tasks.map((x) => [x.id, x]));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    const taskId = Number(active.id);
    const overData = over.data.current as { status?: number } | undefined;
    const toStatus = overData?.status ?? byId.get(Number(over.id))?.status_id;
    const task = byId.get(taskId);
    if (toStatus === undefined || !task) return;
    const columns = boardColumns(
      tasks,
      cols.map((c) => c.id),
    );
    const target = (columns.get(toStatus) ?? []).filter((x) => x !== taskId);
    const overIndex = target.indexOf(Number(over.id));
    // Dropped on a card: its place (below it when coming from above in the same column).
    const from = (columns.get(toStatus) ?? []).indexOf(taskId);
    const position =
      overIndex < 0 ? target.length : from >= 0 && from <= overIndex ? overIndex + 1 : overIndex;
    if (task.status_id === toStatus && from === position) return;
    const next = moveInColumns(columns, taskId, toStatus, position);
    const needsApproval = cols.find((c) => c.id === toStatus)?.needs_approval && task.status_id !== toStatus;
    // Shown at once (unless it waits for approval); the server's order replaces it once saved.
    if (!needsApproval)
      queryClient.setQueryData(boardKey(id), {
        ...page,
        results: tasks.map((x) => {
          for (const [s, ids] of next)
            if (ids.includes(x.id)) return { ...x, status_id: s, position: ids.indexOf(x.id) };
          return x;
        }),
      });
    setFailed(false);
    move.mutate({ task_id: taskId, project_id: id, status_id: toStatus, position });
  };

  return (
    <>
      <PageHeader
        back
        title={project.data.name}
        subtitle={t('project.dragHint')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({})}
            data-testid="task-add"
          >
            {t('project.addTask')}
          </Button>
        }
      />
      {failed && <Alert type="error" showIcon className="cr-mb" title={t('project.moveFailed')} />}
      <DndContext sensors={sensors} collisionDetection={collide} onDragEnd={onDragEnd}>
        <div className="kanban" data-testid="kanban">
          {cols.map((s) => (
            <KanbanColumn
              key={s.id}
              status={s}
              tasks={tasks.filter((x) => x.status_id === s.id).sort((a, b) => a.position - b.position)}
              onAdd={(statusId) => setEditing({ statusId })}
              onEdit={(task) => setEditing({ task })}
            />
          ))}
        </div>
      </DndContext>
      {editing && (
        <TaskFormModal
          project={project.data}
          statuses={cols}
          record={editing.task}
          statusId={editing.statusId}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
