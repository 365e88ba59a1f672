import {
  MOBILE_CLOCK_MESSAGES as M,
  toPaging,
  type ListPage,
  type MobileClockAssignment,
  type MobileClockLocationEmployee,
  type MobileClockLocationInput,
  type MobileClockLocationRow,
  type PagingQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { invalidField } from '../../../platform/http/errors.ts';
import { searchedPage } from '../../../platform/http/company-rows.ts';
import { auditedDelete, auditedUpdate } from '../../../platform/audit/audited-writes.ts';
import { checkedWrites, companyResource } from '../../../platform/audit/company-resource.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import { countExisting } from '../../../platform/approvals/approver-members.repository.ts';
import * as repo from './locations.repository.ts';

// One name per company, ignoring case and surrounding spaces: the index decides (ADR 18).
registerUniqueConstraint('mobile_clock_locations_name_key', { field: 'name', message: M.nameTaken });

export function listLocations(
  ctx: SignedInContext,
  q: PagingQuery,
): Promise<ListPage<MobileClockLocationRow>> {
  return searchedPage(ctx, q, repo.listLocations);
}

const location = companyResource('mobile clock location', 'name', repo.findLocation, M.locationNotFound);
export const getLocation = location.find;

async function toValues(ctx: SignedInContext, input: MobileClockLocationInput): Promise<repo.LocationValues> {
  const branchId = input.branch_id ?? null;
  if (branchId !== null && (await countExisting(ctx.tx, ctx.companyId, 'branch', [branchId])) !== 1)
    throw invalidField('branch_id', M.branchInvalid);
  return {
    name: input.name,
    address: input.address ?? null,
    latitude: input.latitude,
    longitude: input.longitude,
    radius: input.radius,
    branchId,
    allEmployees: input.all_employees,
  };
}

const writes = checkedWrites(location, toValues, {
  insert: repo.insertLocation,
  update: repo.updateLocation,
});
export const createLocation = writes.create;

/** PUT with the id in the path, or (the spec's PUT without one) in the body. */
export async function updateLocation(
  ctx: SignedInContext,
  pathId: number | undefined,
  input: MobileClockLocationInput,
): Promise<MobileClockLocationRow> {
  const id = pathId ?? input.id ?? null;
  if (id === null) throw invalidField('id', M.idRequired);
  return writes.update(ctx, id, input);
}

export async function deleteLocation(ctx: SignedInContext, id: number): Promise<void> {
  await location.find(ctx, id, true);
  await auditedDelete(ctx, location, id, () => repo.deleteLocation(ctx.tx, ctx.companyId, id));
}

/**
 * The assignment widget's payload on a location: employees only (a location has no grade or
 * department basis). Every id must be a current employee of the company.
 */
export async function assignToLocation(
  ctx: SignedInContext,
  id: number,
  input: MobileClockAssignment,
): Promise<MobileClockLocationRow> {
  await location.find(ctx, id, true);
  if (input.category_type !== 'employees') throw invalidField('category_type', M.categoryRequired);
  return auditedUpdate(ctx, location, id, async () => {
    const assign = [...new Set(input.assign_category_type_ids)];
    if ((await repo.countEmployees(ctx.tx, ctx.companyId, assign)) !== assign.length)
      throw invalidField('assign_category_type_ids', M.idsInvalid);
    const drop = new Set(input.unassign_category_type_ids);
    await repo.unassignEmployees(ctx.tx, ctx.companyId, id, [...drop]);
    await repo.assignEmployees(
      ctx.tx,
      ctx.companyId,
      id,
      assign.filter((e) => !drop.has(e)),
    );
  });
}

export async function listLocationEmployees(
  ctx: SignedInContext,
  id: number,
  q: PagingQuery,
): Promise<ListPage<MobileClockLocationEmployee>> {
  await location.find(ctx, id);
  const p = toPaging(q);
  return repo.listAssigned(ctx.tx, ctx.companyId, id, p.search, p.perPage, p.offset);
}
