import {
  CANTEEN_MESSAGES as M,
  type ListPage,
  type MealPlan,
  type MealPlanValues,
  type PagingQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { orNotFound, searchedPage } from '../../platform/http/company-rows.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  namedResource,
} from '../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../platform/db/unique-violations.ts';
import { currentEmployeeIds } from '../../platform/db/employee-scope.ts';
import * as repo from './meal-plans.repository.ts';

// One name per company, ignoring case: the index decides (ADR 18).
registerUniqueConstraint('canteen_meal_plans_name_key', { field: 'name', message: M.nameTaken });

export function listPlans(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<MealPlan>> {
  return searchedPage(ctx, q, repo.listPlans);
}

/** The plan with its members, or its 404. */
export async function getPlan(ctx: SignedInContext, id: number): Promise<MealPlan> {
  const plan = orNotFound(await repo.findPlan(ctx.tx, ctx.companyId, id), M.planNotFound);
  return { ...plan, employees: await repo.membersOf(ctx.tx, ctx.companyId, id) };
}

const resource = namedResource<MealPlan>('meal plan', (ctx, id) => getPlan(ctx, id));

/** New members must be current employees; those on the plan already may stay whatever became of them. */
async function checkEmployees(
  ctx: SignedInContext,
  planId: number | null,
  ids: readonly number[],
  field: string,
) {
  const members =
    planId === null ? [] : (await repo.membersOf(ctx.tx, ctx.companyId, planId)).map((m) => m.employee_id);
  const fresh = ids.filter((id) => !members.includes(id));
  const current = await currentEmployeeIds(ctx.tx, ctx.companyId, fresh);
  if (fresh.some((id) => !current.has(id))) throw invalidField(field, M.employeesInvalid);
}

async function replaceMembers(ctx: SignedInContext, id: number, ids: readonly number[] | undefined) {
  if (ids === undefined) return;
  const unique = [...new Set(ids)];
  await checkEmployees(ctx, id, unique, 'employee_ids');
  await repo.keepOnly(ctx.tx, ctx.companyId, id, unique);
  await repo.assign(ctx.tx, ctx.companyId, id, unique);
}

export function createPlan(ctx: SignedInContext, v: MealPlanValues): Promise<MealPlan> {
  return auditedCreate(ctx, resource, async () => {
    const id = await repo.insertPlan(ctx.tx, ctx.companyId, v);
    await replaceMembers(ctx, id, v.employee_ids);
    return id;
  });
}

/** A new price applies to meals from now on: meals recorded keep theirs. */
export function updatePlan(ctx: SignedInContext, id: number, v: MealPlanValues): Promise<MealPlan> {
  return auditedUpdate(ctx, resource, id, async () => {
    await repo.updatePlan(ctx.tx, ctx.companyId, id, v);
    await replaceMembers(ctx, id, v.employee_ids);
  });
}

export function deletePlan(ctx: SignedInContext, id: number): Promise<void> {
  return auditedDelete(ctx, resource, id, () => repo.deletePlan(ctx.tx, ctx.companyId, id));
}

export function assignEmployees(ctx: SignedInContext, id: number, ids: readonly number[]): Promise<MealPlan> {
  return auditedUpdate(ctx, resource, id, async () => {
    const unique = [...new Set(ids)];
    await checkEmployees(ctx, id, unique, 'employee_ids');
    await repo.assign(ctx.tx, ctx.companyId, id, unique);
  });
}

export function unassignEmployees(
  ctx: SignedInContext,
  id: number,
  ids: readonly number[],
): Promise<MealPlan> {
  return auditedUpdate(ctx, resource, id, () => repo.unassign(ctx.tx, ctx.companyId, id, ids));
}
