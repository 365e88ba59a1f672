import {
  BATCH_GROUP_MESSAGES as M,
  type BatchGroup,
  type BatchGroupRow,
  type BatchGroupValues,
  type ListPage,
  type PagingQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { AppError } from '../../../../platform/http/errors.ts';
import { orNotFound, searchedPage } from '../../../../platform/http/company-rows.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  namedResource,
} from '../../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../../platform/db/unique-violations.ts';
import * as repo from './batch-groups.repository.ts';

/** Batch groups (issue 19 "batching and grouping", ADR 48): payment batches by bank, branch or a list. */

// One name per company, ignoring case and surrounding spaces: the index decides (ADR 18).
registerUniqueConstraint('payroll_batch_groups_name_key', { field: 'name', message: M.nameTaken });

export function listGroups(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<BatchGroupRow>> {
  return searchedPage(ctx, q, repo.listGroups);
}

export async function getGroup(ctx: SignedInContext, id: number): Promise<BatchGroup> {
  return orNotFound(await repo.findGroup(ctx.tx, ctx.companyId, id), M.notFound);
}

const batchGroup = namedResource<BatchGroup>('batch group', getGroup);

/** The chosen banks must be known, the branches and employees the company's: each on its field. */
async function checkMembers(ctx: SignedInContext, v: BatchGroupValues): Promise<void> {
  const lists = [
    ['banks', 'bank_ids', v.bank_ids, M.banksInvalid],
    ['branches', 'branch_ids', v.branch_ids, M.branchesInvalid],
    ['employees', 'employee_ids', v.employee_ids, M.employeesInvalid],
  ] as const;
  const errors: { field: string; message: string }[] = [];
  for (const [kind, field, ids, message] of lists) {
    if (ids.length && (await repo.countKnown(ctx.tx, ctx.companyId, kind, ids)) !== ids.length)
      errors.push({ field, message });
  }
  const [first] = errors;
  if (first) throw new AppError(422, first.message, errors);
}

export function createGroup(ctx: SignedInContext, v: BatchGroupValues): Promise<BatchGroup> {
  return auditedCreate(ctx, batchGroup, async () => {
    await checkMembers(ctx, v);
    return repo.insertGroup(ctx.tx, ctx.companyId, v);
  });
}

export function updateGroup(ctx: SignedInContext, id: number, v: BatchGroupValues): Promise<BatchGroup> {
  return auditedUpdate(ctx, batchGroup, id, async () => {
    await checkMembers(ctx, v);
    await repo.updateGroup(ctx.tx, ctx.companyId, id, v);
  });
}

export function deleteGroup(ctx: SignedInContext, id: number): Promise<void> {
  return auditedDelete(ctx, batchGroup, id, () => repo.deleteGroup(ctx.tx, ctx.companyId, id));
}
