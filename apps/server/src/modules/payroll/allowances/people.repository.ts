import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';

/** Employees as the allowance screens name them. Every statement names the company (ADR 18). */

/** The name, pin, department and branch columns of `e` (employees), for a SELECT. */
export const personColumns = sql`concat_ws(' ', e.first_name, e.last_name) AS name, e.pin,
  d.department_name AS department, b.station_name AS branch`;

/** Joins the department and branch of `e`. */
export const personJoins = sql`
  LEFT JOIN departments d ON d.company_id = e.company_id AND d.id = e.department_id
  LEFT JOIN branches b ON b.company_id = e.company_id AND b.id = e.branch_id`;

export type PersonRow = {
  name: string;
  pin: string | null;
  department: string | null;
  branch: string | null;
};

/** Which of `employeeIds` are the company's current (not archived) employees. */
export async function currentEmployeeIds(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
): Promise<Set<number>> {
  if (employeeIds.length === 0) return new Set();
  const r = await tx.execute<{ id: string | number }>(sql`
    SELECT e.id FROM employees e
    WHERE e.company_id = ${companyId} AND e.id = ANY(${pgArray(employeeIds)}::bigint[])
      AND e.archived_at IS NULL`);
  return new Set(r.rows.map((row) => Number(row.id)));
}
