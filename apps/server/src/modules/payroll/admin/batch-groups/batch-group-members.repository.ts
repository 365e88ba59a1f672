import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/database.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';

/**
 * Who is in a batch group (ADR 48), for the group's own answers and for the salary schedule, which
 * filters by `group_ids`. Membership is worked out when asked: a bank group holds whoever banks
 * there now, a branch group whoever works there now, a custom group its listed employees.
 */

/** Whether employee `e` belongs to group `g` (both aliases of the calling statement). */
// scoping: a fragment; the member row is tied to the group's company, and callers filter the group by company
export const memberOf = (g: string, e: string): SQL =>
  sql.raw(`(
  (${g}.batch_by = 'bank' AND ${e}.bank_id = ANY(${g}.bank_ids))
  OR (${g}.batch_by = 'branch' AND ${e}.branch_id = ANY(${g}.branch_ids))
  OR (${g}.batch_by = 'custom' AND EXISTS (SELECT 1 FROM payroll_batch_group_employees m
    WHERE m.company_id = ${g}.company_id AND m.group_id = ${g}.id AND m.employee_id = ${e}.id)))`);

/**
 * The employees of any of these groups, once each, in id order, in one statement (a run asks for
 * thousands). Archived employees are included: whether a leaver is paid is the run's decision.
 * Ids that are not the company's groups add no one.
 */
export async function batchGroupEmployeeIds(
  tx: Tx,
  companyId: number,
  groupIds: readonly number[],
): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const r = await tx.execute<{ id: string | number }>(sql`
    SELECT DISTINCT e.id FROM payroll_batch_groups g
    JOIN employees e ON e.company_id = g.company_id AND ${memberOf('g', 'e')}
    WHERE g.company_id = ${companyId} AND g.id = ANY(${pgArray(groupIds)}::bigint[])
    ORDER BY e.id`);
  return r.rows.map((row) => Number(row.id));
}
