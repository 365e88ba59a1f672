import {
  PROJECT_MESSAGES as M,
  type ListPage,
  type TaskStatus,
  type TaskStatusValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { auditedCreate, auditedDelete, auditedUpdate } from '../../../platform/audit/audited-writes.ts';
import { companyResource } from '../../../platform/audit/company-resource.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './task-statuses.repository.ts';

registerUniqueConstraint('task_statuses_name_key', { field: 'name', message: M.taskStatusNameTaken });

export async function listStatuses(ctx: SignedInContext): Promise<ListPage<TaskStatus>> {
  await repo.ensureStatuses(ctx.tx, ctx.companyId);
  const rows = await repo.listStatuses(ctx.tx, ctx.companyId);
  return { results: rows, total: rows.length };
}

const status = companyResource('task status', 'name', repo.findStatus, M.taskStatusNotFound);
export const getStatus = status.find;

export async function createStatus(ctx: SignedInContext, v: TaskStatusValues): Promise<TaskStatus> {
  await repo.ensureStatuses(ctx.tx, ctx.companyId);
  return auditedCreate(ctx, status, async () => {
    const id = await repo.insertStatus(ctx.tx, ctx.companyId, v);
    if (v.position !== undefined) await repo.placeStatus(ctx.tx, ctx.companyId, id, v.position);
    return id;
  });
}

export async function updateStatus(
  ctx: SignedInContext,
  id: number,
  v: TaskStatusValues,
): Promise<TaskStatus> {
  await getStatus(ctx, id, true);
  return auditedUpdate(ctx, status, id, async () => {
    await repo.updateStatus(ctx.tx, ctx.companyId, id, v);
    if (v.position !== undefined) await repo.placeStatus(ctx.tx, ctx.companyId, id, v.position);
  });
}

export async function deleteStatus(ctx: SignedInContext, id: number): Promise<void> {
  await getStatus(ctx, id, true);
  await auditedDelete(ctx, status, id, async (before) => {
    if (before.tasks_count > 0) throw conflict(M.taskStatusInUse);
    if ((await repo.listStatuses(ctx.tx, ctx.companyId)).length <= 1) throw conflict(M.taskStatusLast);
    await repo.deleteStatus(ctx.tx, ctx.companyId, id);
  });
}
