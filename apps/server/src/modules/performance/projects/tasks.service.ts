import {
  boardColumns,
  hasPermission,
  moveInColumns,
  orderChanges,
  PROJECT_MESSAGES as M,
  TASK_APPROVAL_MODULE,
  toPaging,
  type ListPage,
  type Task,
  type TaskMoveResult,
  type TaskValues,
  type MyTasksQuery,
  type TaskMoveValues,
} from '@clockroom/contracts';
import type { RequestContext, SignedInContext } from '../../../platform/http/context.ts';
import { requireCompany } from '../../../platform/http/context.ts';
import { conflict, invalidField, notFound } from '../../../platform/http/errors.ts';
import type { Approvals } from '../../../platform/approvals/approvals.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import { getProject } from './projects.service.ts';
import * as statuses from './task-statuses.repository.ts';
import * as repo from './tasks.repository.ts';

/** The project's board may be changed by its members and by holders of 'edit project'. */
async function writableProject(ctx: SignedInContext, projectId: number) {
  const p = await getProject(ctx, projectId);
  if (!hasPermission(ctx.user, 'edit project') && !p.member_ids.includes(ctx.user.employee.id))
    throw notFound(M.notFound);
  return p;
}

export async function myTasks(ctx: SignedInContext, q: MyTasksQuery): Promise<ListPage<Task>> {
  const p = toPaging(q);
  const { rows, total } = await repo.tasksOfAssignee(
    ctx.tx,
    ctx.companyId,
    ctx.user.employee.id,
    { projectId: q.project_id, search: p.search },
    p.perPage,
    p.offset,
  );
  return { results: rows, total };
}

export async function tasksOfProject(ctx: SignedInContext, projectId: number): Promise<ListPage<Task>> {
  await getProject(ctx, projectId);
  await statuses.ensureStatuses(ctx.tx, ctx.companyId);
  const rows = await repo.tasksOfProject(ctx.tx, ctx.companyId, projectId);
  return { results: rows, total: rows.length };
}

/** The task, when its project is one the caller sees (and is `projectId` when given), else a 404. */
export async function getTask(ctx: SignedInContext, id: number, projectId?: number): Promise<Task> {
  const task = await repo.findTask(ctx.tx, ctx.companyId, id);
  if (!task || (projectId !== undefined && task.project_id !== projectId)) throw notFound(M.taskNotFound);
  try {
    await getProject(ctx, task.project_id);
  } catch {
    throw notFound(M.taskNotFound);
  }
  return task;
}

const task: AuditedResource<Task> = {
  entity: 'task',
  name: (row) => row.title,
  find: (ctx, id) => getTask(ctx, id),
};

async function checkAssignees(v: TaskValues, memberIds: readonly number[]) {
  if (v.assignee_ids.some((id) => !memberIds.includes(id)))
    throw invalidField('assignee_ids', M.assigneeNotMember);
}

export async function createTask(ctx: SignedInContext, v: TaskValues): Promise<Task> {
  const project = await writableProject(ctx, v.project_id);
  await checkAssignees(v, project.member_ids);
  await statuses.ensureStatuses(ctx.tx, ctx.companyId);
  const statusId = v.status_id ?? (await statuses.firstStatusId(ctx.tx, ctx.companyId));
  if (!statusId || !(await statuses.findStatus(ctx.tx, ctx.companyId, statusId)))
    throw invalidField('status_id', M.taskStatusRequired);
  await repo.lockBoard(ctx.tx, ctx.companyId, v.project_id);
  return auditedCreate(ctx, task, async () => {
    const id = await repo.insertTask(ctx.tx, ctx.companyId, v, statusId);
    if (v.position !== undefined)
      await reorder(ctx.tx, ctx.companyId, v.project_id, id, statusId, v.position);
    return id;
  });
}

export async function updateTask(
  ctx: SignedInContext,
  id: number,
  query: number | undefined,
  v: TaskValues,
): Promise<Task> {
  const before = await getTask(ctx, id, query);
  if (before.project_id !== v.project_id) throw invalidField('project_id', M.projectRequired);
  const project = await writableProject(ctx, before.project_id);
  await checkAssignees(v, project.member_ids);
  return auditedUpdate(ctx, task, id, () => repo.updateTask(ctx.tx, ctx.companyId, id, v));
}

export async function deleteTask(
  ctx: SignedInContext,
  id: number,
  query: number | undefined,
  approvals: Approvals,
) {
  const before = await getTask(ctx, id, query);
  await writableProject(ctx, before.project_id);
  await repo.lockBoard(ctx.tx, ctx.companyId, before.project_id);
  await auditedDelete(ctx, task, id, async () => {
    if (before.pending_status_id !== null) await approvals.withdraw(ctx, TASK_APPROVAL_MODULE, id);
    await repo.deleteTask(ctx.tx, ctx.companyId, id);
    await reorder(ctx.tx, ctx.companyId, before.project_id, null, before.status_id);
  });
}

/** Moves (or, with `taskId` null, only renumbers) within the locked board, writing what changed. */
async function reorder(
  tx: SignedInContext['tx'],
  companyId: number,
  projectId: number,
  taskId: number | null,
  statusId: number,
  position?: number,
) {
  const before = await repo.boardOrder(tx, companyId, projectId);
  const cols = boardColumns(before);
  const next = taskId === null ? cols : moveInColumns(cols, taskId, statusId, position);
  await repo.writeOrder(tx, companyId, orderChanges(before, next));
}

/**
 * PUT update-task-status: into an ordinary status the task moves at once, both columns renumbered
 * under the board's lock; into one that needs approval it waits in its column (ADR 61).
 */
export async function moveTask(
  ctx: SignedInContext,
  approvals: Approvals,
  body: TaskMoveValues,
): Promise<TaskMoveResult> {
  await writableProject(ctx, body.project_id);
  const current = await getTask(ctx, body.task_id, body.project_id);
  const target = await statuses.findStatus(ctx.tx, ctx.companyId, body.status_id);
  if (!target) throw invalidField('status_id', M.taskStatusRequired);
  await repo.lockBoard(ctx.tx, ctx.companyId, body.project_id);
  const fresh = await getTask(ctx, body.task_id, body.project_id);
  if (fresh.pending_status_id !== null) throw conflict(M.taskPendingApproval);
  if (target.needs_approval && current.status_id !== target.id) {
    const at = body.position ?? null;
    await repo.setPending(ctx.tx, ctx.companyId, body.task_id, {
      statusId: target.id,
      position: at,
      by: ctx.user.employee.id,
    });
    // submitAgain: a task moved into such a column before has a decided request the engine would keep.
    await approvals.submitAgain(ctx, TASK_APPROVAL_MODULE, body.task_id, ctx.user.employee.id);
    const after = await getTask(ctx, body.task_id);
    return { task: after, moved: after.pending_status_id === null && after.status_id === target.id };
  }
  await reorder(ctx.tx, ctx.companyId, body.project_id, body.task_id, target.id, body.position);
  return { task: await getTask(ctx, body.task_id), moved: true };
}

/** The engine's decision on a pending move: approved, the task takes its place; either way it is no longer pending. */
export async function decidePendingMove(ctx: RequestContext, id: number, status: 'approved' | 'rejected') {
  const companyId = requireCompany(ctx);
  const pending = await repo.pendingOf(ctx.tx, companyId, id);
  if (!pending) return;
  await repo.lockBoard(ctx.tx, companyId, pending.projectId);
  await repo.setPending(ctx.tx, companyId, id, null);
  if (status === 'approved' && (await statuses.findStatus(ctx.tx, companyId, pending.statusId)))
    await reorder(ctx.tx, companyId, pending.projectId, id, pending.statusId, pending.position);
}
