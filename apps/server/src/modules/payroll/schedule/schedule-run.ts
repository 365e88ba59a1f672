import type { ActingContext } from '../../../platform/http/context.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { audit } from '../../../platform/audit/audit.ts';
import type { PayPeriod } from './pay-item-source.ts';
import { computeRows, loadRunInputs } from './schedule-compute.ts';
import { deleteUnpaidRows, lockMonth, rowStates, upsertRows } from './schedule-rows.repository.ts';
import type { ScheduleScope, ScopeEmployee } from './schedule-scope.repository.ts';
import { monthName } from './schedule-period.ts';

/**
 * The run's two steps (ADR 41). A chunk computes and stores its employees' rows in one transaction;
 * the finish removes the open rows of employees in scope the month no longer pays and audits the run.
 * A small scope runs both in the request's transaction; a job runs each chunk in a transaction of its
 * own, so a killed job leaves whole chunks behind and its re-run rewrites them in place.
 */

/** Employees a job computes per transaction: a few seconds of work, a few statements. */
export const RUN_CHUNK = 1_000;

/** Computes the chunk's employees and writes their rows; answers who the month pays. */
export async function runChunk(
  tx: Tx,
  companyId: number,
  period: PayPeriod,
  employees: readonly ScopeEmployee[],
): Promise<number[]> {
  await lockMonth(tx, companyId, period);
  const states = await rowStates(
    tx,
    companyId,
    employees.map((e) => e.id),
    period,
  );
  // Confirmed months never change; an imported month is history, not the run's to recompute.
  const open = employees.filter((e) => {
    const state = states.get(e.id);
    return !state || (state.status === 'open' && state.source === 'run');
  });
  const rows = computeRows(await loadRunInputs(tx, companyId, period, open), open);
  await upsertRows(tx, companyId, period, rows);
  return rows.map((r) => r.employeeId);
}

export async function finishRun(
  ctx: ActingContext,
  scope: ScheduleScope,
  period: PayPeriod,
  paidEmployeeIds: readonly number[],
): Promise<void> {
  await lockMonth(ctx.tx, ctx.companyId, period);
  const removed = await deleteUnpaidRows(ctx.tx, ctx.companyId, scope, period, paidEmployeeIds);
  // A run that wrote nothing (a month whose rows are all confirmed) changed nothing to audit.
  if (paidEmployeeIds.length === 0 && removed === 0) return;
  await audit(ctx, {
    action: 'run',
    entity: 'payroll run',
    entityId: `${period.year}-${String(period.month).padStart(2, '0')}`,
    description: `Ran the salary schedule for ${monthName(period)}: ${paidEmployeeIds.length} employees computed`,
    after: {
      year: period.year,
      month: period.month,
      branch_ids: scope.filter.branch_ids,
      department_ids: scope.filter.department_ids,
      group_ids: scope.filter.group_ids,
      employees: paidEmployeeIds.length,
      removed,
    },
  });
}
