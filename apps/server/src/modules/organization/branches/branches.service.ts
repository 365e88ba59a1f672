import {
  BRANCH_MESSAGES as M,
  hasPermission,
  toPaging,
  type BranchDepartment,
  type BranchInput,
  type BranchListQuery,
  type BranchRow,
  type BranchType,
  type ListPage,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, conflict, forbidden, invalidField } from '../../../platform/http/errors.ts';
import { auditedCreate, auditedDelete, auditedUpdate } from '../../../platform/audit/audited-writes.ts';
import { companyResource } from '../../../platform/audit/company-resource.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './branches.repository.ts';

// The unique indexes decide clashes; the error handler answers a violation with these (ADR 18).
registerUniqueConstraint('branches_name_key', { field: 'station_name', message: M.nameTaken });
// Only two concurrent "make this the HQ" saves can meet here: each clears the old HQ first.
registerUniqueConstraint('branches_one_hq_key', { field: 'is_hq', message: M.hqChanged });

/**
 * The list needs only 'view backend' when asked for the select form (filter=all): every admin form
 * with a branch select reads it. The managed list (paged, with counts) needs 'view all stations'.
 */
export async function listBranches(ctx: SignedInContext, q: BranchListQuery): Promise<ListPage<BranchRow>> {
  const paging = toPaging(q);
  if (q.filter === 'all') return repo.listBranches(ctx.tx, ctx.companyId, { search: paging.search }, null);
  if (!hasPermission(ctx.user, 'view all stations')) throw forbidden(M.viewAllRequired);
  const typeId = q.filter && /^\d+$/.test(q.filter) ? Number(q.filter) : undefined;
  return repo.listBranches(
    ctx.tx,
    ctx.companyId,
    { search: paging.search, hqOnly: q.filter === 'hq', branchTypeId: typeId },
    { limit: paging.perPage, offset: paging.offset },
  );
}

const branch = companyResource('branch', 'station_name', repo.findBranch, M.notFound);
export const getBranch = branch.find;

async function toValues(ctx: SignedInContext, input: BranchInput) {
  // A taken name is not checked here: branches_name_key refuses it on write (registered above).
  const name = input.station_name;
  const typeId = input.branch_type_id ?? null;
  if (typeId !== null && !(await repo.branchTypeExists(ctx.tx, typeId)))
    throw invalidField('branch_type_id', M.typeInvalid);
  return {
    stationName: name,
    isHq: input.is_hq ?? false,
    branchTypeId: typeId,
    address: input.address ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
  };
}

/** A new HQ takes the flag from the old one in the same transaction (one HQ per company). */
export async function createBranch(ctx: SignedInContext, input: BranchInput): Promise<BranchRow> {
  return auditedCreate(ctx, branch, async () => {
    const values = await toValues(ctx, input);
    if (values.isHq) await repo.clearHq(ctx.tx, ctx.companyId);
    return repo.insertBranch(ctx.tx, ctx.companyId, values);
  });
}

export async function updateBranch(ctx: SignedInContext, id: number, input: BranchInput): Promise<BranchRow> {
  return auditedUpdate(ctx, branch, id, async (before) => {
    const values = await toValues(ctx, input);
    // Omitting is_hq keeps the flag; the last HQ can only lose it by making another branch the HQ.
    if (input.is_hq === undefined) values.isHq = before.is_hq;
    if (before.is_hq && !values.isHq) throw invalidField('is_hq', M.hqRequired);
    if (values.isHq && !before.is_hq) await repo.clearHq(ctx.tx, ctx.companyId);
    await repo.updateBranch(ctx.tx, ctx.companyId, id, values);
  });
}

export async function deleteBranch(ctx: SignedInContext, id: number) {
  await auditedDelete(ctx, branch, id, async (before) => {
    if (before.is_hq)
      throw new AppError(422, M.hqNotDeletable, [{ field: 'is_hq', message: M.hqNotDeletable }]);
    const usage = await repo.branchUsage(ctx.tx, ctx.companyId, id);
    if (usage.employees > 0) throw conflict(M.hasEmployees);
    if (usage.departments > 0) throw conflict(M.hasDepartments);
    await repo.deleteBranch(ctx.tx, ctx.companyId, id);
  });
}

export async function listBranchDepartments(
  ctx: SignedInContext,
  id: number,
): Promise<ListPage<BranchDepartment>> {
  await getBranch(ctx, id);
  const results = await repo.listBranchDepartments(ctx.tx, ctx.companyId, id);
  return { results, total: results.length };
}

export async function listBranchTypes(ctx: SignedInContext): Promise<ListPage<BranchType>> {
  const results = await repo.listBranchTypes(ctx.tx);
  return { results, total: results.length };
}
