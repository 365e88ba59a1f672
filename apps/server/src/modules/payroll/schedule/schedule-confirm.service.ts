import {
  SALARY_SCHEDULE_MESSAGES as M,
  type SalaryScheduleFilter,
  type ScheduleConfirmation,
} from '@clockroom/contracts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import {
  payItemSources,
  payrollConfirmListeners,
  type PayItemLine,
  type PayPeriod,
  type ScheduleLine,
} from './pay-item-source.ts';
import { computeRows, loadRunInputs } from './schedule-compute.ts';
import { markConfirmed, rowsToConfirm, type RowToConfirm } from './schedule-confirm.repository.ts';
import { lockMonth, type ComputedRow } from './schedule-rows.repository.ts';
import { scopeSums } from './schedule-read.repository.ts';
import { employeesInScope, type ScheduleScope } from './schedule-scope.repository.ts';
import { scopeFor } from './schedule.service.ts';
import { grandTotals } from './schedule-view.ts';
import { monthName, periodOf } from './schedule-period.ts';

/**
 * Confirming a month (issue 19, ADR 41): under the month's lock, the scope is computed again as a
 * run would and compared with the stored open rows; only when they are the same (nobody's pay moved
 * since the run that was checked) are they frozen, the sources told and the listeners called (the
 * payslip mail), all in the one transaction. A retry finds nothing open and confirms nothing twice.
 */

const fingerprint = (daysPaid: number, packageId: number | null, lines: readonly ScheduleLine[]) =>
  JSON.stringify([daysPaid, packageId, lines.map((l) => [l.kind, l.code, l.name, l.amount_kobo, l.source])]);

/** The employees whose stored open row is not what a run computes now (missing either side too). */
function staleEmployees(fresh: readonly ComputedRow[], open: readonly RowToConfirm[]): number[] {
  const stored = new Map(open.map((r) => [r.employeeId, fingerprint(r.daysPaid, r.payPackageId, r.lines)]));
  const stale = fresh
    .filter((r) => stored.get(r.employeeId) !== fingerprint(r.daysPaid, r.payPackageId, r.lines))
    .map((r) => r.employeeId);
  const computed = new Set(fresh.map((r) => r.employeeId));
  return [...stale, ...open.filter((r) => !computed.has(r.employeeId)).map((r) => r.employeeId)];
}

/** A source's lines among the confirmed rows, handed back as it gave them. */
function linesOf(source: string, rows: readonly RowToConfirm[]): PayItemLine[] {
  return rows.flatMap((row) =>
    row.lines
      .filter((l) => l.source === source && l.kind !== 'component' && l.kind !== 'statutory')
      .map((l) => ({
        employeeId: row.employeeId,
        kind: l.kind as PayItemLine['kind'],
        code: l.code,
        name: l.name,
        amountKobo: BigInt(l.amount_kobo),
        taxable: l.taxable,
        pensionable: l.pensionable,
        ...(l.tax_relief ? { taxRelief: true } : {}),
        ...(l.ref !== undefined ? { ref: l.ref } : {}),
      })),
  );
}

async function tellSources(ctx: ActingContext, period: PayPeriod, rows: readonly RowToConfirm[]) {
  for (const source of payItemSources()) {
    const lines = linesOf(source.name, rows);
    if (source.confirmed && lines.length > 0) await source.confirmed(ctx.tx, ctx.companyId, period, lines);
  }
  const employeeIds = rows.map((r) => r.employeeId);
  for (const listener of payrollConfirmListeners()) await listener(ctx, period, employeeIds);
}

export async function confirmSchedule(
  ctx: ActingContext,
  filter: SalaryScheduleFilter,
): Promise<{ message: string; data: ScheduleConfirmation }> {
  const scope: ScheduleScope = await scopeFor(ctx, filter);
  const period = periodOf(filter.year, filter.month);
  await lockMonth(ctx.tx, ctx.companyId, period);
  const stored = await rowsToConfirm(ctx.tx, ctx.companyId, scope, period);
  const open = stored.filter((r) => r.status === 'open' && r.source === 'run');
  const already = stored.filter((r) => r.status === 'confirmed').length;
  const answer = async (message: string, confirmed: number) => ({
    message,
    data: {
      month: period.month,
      year: period.year,
      confirmed,
      already_confirmed: already,
      grand_totals: grandTotals(await scopeSums(ctx.tx, ctx.companyId, scope, period)),
    },
  });
  if (open.length === 0) {
    if (already === 0) throw new AppError(422, M.nothingToConfirm);
    return answer(M.alreadyConfirmed, 0);
  }
  const kept = new Set(stored.filter((r) => !open.includes(r)).map((r) => r.employeeId));
  const employees = (await employeesInScope(ctx.tx, ctx.companyId, scope, period)).filter(
    (e) => !kept.has(e.id),
  );
  const fresh = computeRows(await loadRunInputs(ctx.tx, ctx.companyId, period, employees), employees);
  const stale = staleEmployees(fresh, open);
  if (stale.length > 0)
    throw new AppError(422, M.stale, undefined, false, undefined, { stale_employee_ids: stale.slice(0, 50) });

  const confirmed = await markConfirmed(
    ctx.tx,
    ctx.companyId,
    open.map((r) => r.id),
    ctx.user.id,
  );
  await tellSources(ctx, period, open);
  await audit(ctx, {
    action: 'confirm',
    entity: 'payroll confirmation',
    entityId: `${period.year}-${String(period.month).padStart(2, '0')}`,
    description: `Confirmed the salary schedule for ${monthName(period)}: ${confirmed} employees`,
    after: { ...filter, employees: confirmed },
  });
  return answer(M.confirmed, confirmed);
}
