import {
  ALLOWANCE_MESSAGES as M,
  type ExtraAllowance,
  type ExtraAllowanceValues,
  type ListPage,
  type PagingQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict, invalidField } from '../../../platform/http/errors.ts';
import { orNotFound, searchedPage } from '../../../platform/http/company-rows.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  namedResource,
} from '../../../platform/audit/audited-writes.ts';
import { confirmedPairs } from './confirmed-months.repository.ts';
import { changedPairs, type ExtraPlan, type PayPair } from './extra-allowance-rules.ts';
import { currentEmployeeIds } from '../../../platform/db/employee-scope.ts';
import * as repo from './extra-allowances.repository.ts';

export function listExtras(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<ExtraAllowance>> {
  return searchedPage(ctx, q, repo.listExtras);
}

/** The extra allowance with its employees, or its 404. */
export async function getExtra(ctx: SignedInContext, id: number, lock = false): Promise<ExtraAllowance> {
  const row = orNotFound(await repo.findExtra(ctx.tx, ctx.companyId, id, lock), M.extraNotFound);
  const employees = await repo.employeesOf(ctx.tx, ctx.companyId, id);
  return { ...row, employee_ids: employees.map((e) => e.employee_id), employees };
}

const extra = namedResource<ExtraAllowance>('extra allowance', (ctx, id) => getExtra(ctx, id));

const planOf = (v: ExtraAllowanceValues): ExtraPlan => ({
  months: v.months,
  payments: new Map(v.employees.map((e) => [e.employee_id, e.amount_kobo ?? v.amount_kobo])),
  taxable: v.is_taxable,
  pensionable: v.is_pensionable,
});

async function storedPlan(ctx: SignedInContext, row: ExtraAllowance): Promise<ExtraPlan> {
  const payments = await repo.paymentsOf(ctx.tx, ctx.companyId, row.id);
  return {
    months: row.months,
    payments: new Map(payments.map((p) => [p.employeeId, p.amountKobo])),
    taxable: row.is_taxable,
    pensionable: row.is_pensionable,
  };
}

/** The first of these pairs that a payroll confirmation has locked, if any. */
async function firstLocked(ctx: SignedInContext, pairs: readonly PayPair[]) {
  if (pairs.length === 0) return undefined;
  const employees = [...new Set(pairs.map((p) => p.employeeId))];
  const months = [...new Set(pairs.map((p) => p.month))];
  const locked = await confirmedPairs(ctx.tx, ctx.companyId, employees, months);
  const changed = new Set(pairs.map((p) => `${p.employeeId}:${p.month}`));
  return locked.find((l) => changed.has(`${l.employeeId}:${l.month}`));
}

/**
 * A month a confirmation locked for an employee cannot be added, removed or paid otherwise for
 * them (ADR 45): a 422 on `months` naming the first such month and employee.
 */
async function refuseLocked(ctx: SignedInContext, before: ExtraPlan | null, after: ExtraPlan) {
  const locked = await firstLocked(ctx, changedPairs(before, after));
  if (locked) throw invalidField('months', M.monthConfirmed(locked.month, locked.employeeName));
}

/** Every employee newly given it must be a current employee of the company. */
async function checkEmployees(ctx: SignedInContext, v: ExtraAllowanceValues, before: ExtraPlan | null) {
  const incoming = v.employees.map((e) => e.employee_id).filter((id) => !before?.payments.has(id));
  const current = await currentEmployeeIds(ctx.tx, ctx.companyId, incoming);
  if (incoming.some((id) => !current.has(id))) throw invalidField('employee_ids', M.employeesInvalid);
}

export function createExtra(ctx: SignedInContext, v: ExtraAllowanceValues): Promise<ExtraAllowance> {
  return auditedCreate(ctx, extra, async () => {
    await checkEmployees(ctx, v, null);
    await refuseLocked(ctx, null, planOf(v));
    const id = await repo.insertExtra(ctx.tx, ctx.companyId, v);
    await repo.replaceLists(ctx.tx, ctx.companyId, id, v);
    return id;
  });
}

export async function updateExtra(
  ctx: SignedInContext,
  id: number,
  v: ExtraAllowanceValues,
): Promise<ExtraAllowance> {
  await getExtra(ctx, id, true);
  return auditedUpdate(ctx, extra, id, async (row) => {
    const before = await storedPlan(ctx, row);
    await checkEmployees(ctx, v, before);
    await refuseLocked(ctx, before, planOf(v));
    await repo.updateExtra(ctx.tx, ctx.companyId, id, v);
    await repo.replaceLists(ctx.tx, ctx.companyId, id, v);
  });
}

/** Refused (409) once any of its months is confirmed for any of its employees: it was paid. */
export async function deleteExtra(ctx: SignedInContext, id: number): Promise<void> {
  await getExtra(ctx, id, true);
  await auditedDelete(ctx, extra, id, async (row) => {
    if (await firstLocked(ctx, changedPairs(await storedPlan(ctx, row), null))) throw conflict(M.extraPaid);
    await repo.deleteExtra(ctx.tx, ctx.companyId, id);
  });
}
