import {
  BRANCH_MESSAGES as M,
  hasPermission,
  toPaging,
  type BranchInput,
  type BranchListQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, conflict, forbidden, invalidField, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import * as repo from './branches.repository.ts';

/**
 * The list needs only 'view backend' when asked for the select form (filter=all): every admin form
 * with a branch select reads it. The managed list (paged, with counts) needs 'view all stations'.
 */
export async function listBranches(ctx: SignedInContext, q: BranchListQuery) {
  const paging = toPaging(q);
  if (q.filter === 'all') return repo.listBranches(ctx.tx, { search: paging.search }, null);
  if (!hasPermission(ctx.user, 'view all stations')) throw forbidden(M.viewAllRequired);
  const typeId = q.filter && /^\d+$/.test(q.filter) ? Number(q.filter) : undefined;
  return repo.listBranches(
    ctx.tx,
    { search: paging.search, hqOnly: q.filter === 'hq', branchTypeId: typeId },
    { limit: paging.perPage, offset: paging.offset },
  );
}

export async function getBranch(ctx: SignedInContext, id: number) {
  const row = await repo.findBranch(ctx.tx, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

async function toValues(ctx: SignedInContext, input: BranchInput, exceptId?: number) {
  const name = input.station_name;
  if (await repo.branchNameTaken(ctx.tx, name, exceptId)) throw invalidField('station_name', M.nameTaken);
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
export async function createBranch(ctx: SignedInContext, input: BranchInput) {
  await repo.lockBranches(ctx.tx, ctx.companyId);
  const values = await toValues(ctx, input);
  if (values.isHq) await repo.clearHq(ctx.tx);
  const id = await repo.insertBranch(ctx.tx, ctx.companyId, values);
  const row = await getBranch(ctx, id);
  await audit(ctx, {
    action: 'create',
    entity: 'branch',
    entityId: id,
    description: `Created branch ${row.station_name}`,
    after: row,
  });
  return row;
}

export async function updateBranch(ctx: SignedInContext, id: number, input: BranchInput) {
  await repo.lockBranches(ctx.tx, ctx.companyId);
  const before = await getBranch(ctx, id);
  const values = await toValues(ctx, input, id);
  // Omitting is_hq keeps the flag; the last HQ can only lose it by making another branch the HQ.
  if (input.is_hq === undefined) values.isHq = before.is_hq;
  if (before.is_hq && !values.isHq) throw invalidField('is_hq', M.hqRequired);
  if (values.isHq && !before.is_hq) await repo.clearHq(ctx.tx);
  await repo.updateBranch(ctx.tx, id, values);
  const after = await getBranch(ctx, id);
  await audit(ctx, {
    action: 'update',
    entity: 'branch',
    entityId: id,
    description: `Updated branch ${after.station_name}`,
    before,
    after,
  });
  return after;
}

export async function deleteBranch(ctx: SignedInContext, id: number) {
  await repo.lockBranches(ctx.tx, ctx.companyId);
  const before = await getBranch(ctx, id);
  if (before.is_hq)
    throw new AppError(422, M.hqNotDeletable, [{ field: 'is_hq', message: M.hqNotDeletable }]);
  const usage = await repo.branchUsage(ctx.tx, id);
  if (usage.employees > 0) throw conflict(M.hasEmployees);
  if (usage.departments > 0) throw conflict(M.hasDepartments);
  await repo.deleteBranch(ctx.tx, id);
  await audit(ctx, {
    action: 'delete',
    entity: 'branch',
    entityId: id,
    description: `Deleted branch ${before.station_name}`,
    before,
  });
}

export async function listBranchDepartments(ctx: SignedInContext, id: number) {
  await getBranch(ctx, id);
  const results = await repo.listBranchDepartments(ctx.tx, id);
  return { results, total: results.length };
}

export async function listBranchTypes(ctx: SignedInContext) {
  const results = await repo.listBranchTypes(ctx.tx);
  return { results, total: results.length };
}
