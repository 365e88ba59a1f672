import type { Tx } from '../../../platform/db/database.ts';
import { periodOf } from './schedule-period.ts';
import { runChunk } from './schedule-run.ts';
import { employeesInScope } from './schedule-scope.repository.ts';

/**
 * The demo's payroll history (db/seed/payroll.ts): runs a month for the whole company exactly as the
 * salary schedule does, in the seed's transaction, and answers who was paid. The seed then marks the
 * months it means as confirmed itself: no confirmation mail goes to demo addresses.
 */
export async function runMonthForDemo(
  tx: Tx,
  companyId: number,
  year: number,
  month: number,
): Promise<number[]> {
  const period = periodOf(year, month);
  const scope = { filter: { month, year, branch_ids: [], department_ids: [], group_ids: [] }, managed: null };
  const employees = await employeesInScope(tx, companyId, scope, period);
  return runChunk(tx, companyId, period, employees);
}
