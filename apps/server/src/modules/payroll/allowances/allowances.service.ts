import {
  ALLOWANCE_MESSAGES as M,
  type Allowance,
  type AllowanceHoldingValues,
  type AllowanceValues,
  type ListPage,
  type PagingQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { invalidField } from '../../../platform/http/errors.ts';
import { orNotFound, searchedPage } from '../../../platform/http/company-rows.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  namedResource,
} from '../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import { currentEmployeeIds } from '../../../platform/db/employee-scope.ts';
import * as repo from './allowances.repository.ts';

// One name and one code per company (ignoring case): the indexes decide (ADR 18).
registerUniqueConstraint('payroll_allowances_name_key', { field: 'name', message: M.nameTaken });
registerUniqueConstraint('payroll_allowances_code_key', { field: 'code', message: M.codeTaken });

export function listAllowances(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<Allowance>> {
  return searchedPage(ctx, q, repo.listAllowances);
}

/** The allowance with its holders, or its 404. */
export async function getAllowance(ctx: SignedInContext, id: number, lock = false): Promise<Allowance> {
  const row = orNotFound(await repo.findAllowance(ctx.tx, ctx.companyId, id, lock), M.notFound);
  return { ...row, employees: await repo.holdersOf(ctx.tx, ctx.companyId, id) };
}

// The audit's before and after carry the holders, so an assignment reads as the change it is.
const allowance = namedResource<Allowance>('allowance', (ctx, id) => getAllowance(ctx, id));

/**
 * Every employee newly holding it must be a current employee of the company; those who hold it
 * already may stay whatever became of them, so an edit never fails on someone archived since.
 */
async function checkNewHolders(
  ctx: SignedInContext,
  held: ReadonlySet<number>,
  holdings: readonly AllowanceHoldingValues[],
  field: string,
) {
  const incoming = holdings.map((h) => h.employee_id).filter((id) => !held.has(id));
  const current = await currentEmployeeIds(ctx.tx, ctx.companyId, incoming);
  const bad = holdings.findIndex((h) => !held.has(h.employee_id) && !current.has(h.employee_id));
  if (bad >= 0) throw invalidField(`${field}.${bad}.employee_id`, M.employeesInvalid);
}

/** `employees` replaces the holders: the missing ones leave, the others are written. */
async function replaceHolders(ctx: SignedInContext, id: number, holdings: readonly AllowanceHoldingValues[]) {
  const held = await repo.holderIds(ctx.tx, ctx.companyId, id);
  await checkNewHolders(ctx, held, holdings, 'employees');
  const keep = new Set(holdings.map((h) => h.employee_id));
  await repo.removeHoldings(
    ctx.tx,
    ctx.companyId,
    id,
    [...held].filter((e) => !keep.has(e)),
  );
  await repo.upsertHoldings(ctx.tx, ctx.companyId, id, holdings);
}

export function createAllowance(ctx: SignedInContext, v: AllowanceValues): Promise<Allowance> {
  return auditedCreate(ctx, allowance, async () => {
    const id = await repo.insertAllowance(ctx.tx, ctx.companyId, v);
    if (v.employees?.length) await replaceHolders(ctx, id, v.employees);
    return id;
  });
}

/**
 * A change applies to the months not yet confirmed: a confirmed month's row keeps what it paid
 * (ADR 41, 45). Without `employees` the holders stay as they are.
 */
export async function updateAllowance(
  ctx: SignedInContext,
  id: number,
  v: AllowanceValues,
): Promise<Allowance> {
  await getAllowance(ctx, id, true);
  return auditedUpdate(ctx, allowance, id, async () => {
    await repo.updateAllowance(ctx.tx, ctx.companyId, id, v);
    if (v.employees !== undefined) await replaceHolders(ctx, id, v.employees);
  });
}

export async function deleteAllowance(ctx: SignedInContext, id: number): Promise<void> {
  await getAllowance(ctx, id, true);
  await auditedDelete(ctx, allowance, id, () => repo.deleteAllowance(ctx.tx, ctx.companyId, id));
}

/** POST {id}/assign: adds holders or replaces their amount and months. */
export async function assignAllowance(
  ctx: SignedInContext,
  id: number,
  holdings: readonly AllowanceHoldingValues[],
): Promise<Allowance> {
  await getAllowance(ctx, id, true);
  return auditedUpdate(ctx, allowance, id, async () => {
    const held = await repo.holderIds(ctx.tx, ctx.companyId, id);
    await checkNewHolders(ctx, held, holdings, 'employees');
    await repo.upsertHoldings(ctx.tx, ctx.companyId, id, holdings);
  });
}

/** POST {id}/unassign: these employees no longer hold it (others are ignored). */
export async function unassignAllowance(
  ctx: SignedInContext,
  id: number,
  employeeIds: readonly number[],
): Promise<Allowance> {
  await getAllowance(ctx, id, true);
  return auditedUpdate(ctx, allowance, id, async () => {
    await repo.removeHoldings(ctx.tx, ctx.companyId, id, [...new Set(employeeIds)]);
  });
}
