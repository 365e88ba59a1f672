import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import type { DatedAssignment } from './assignment-dating.ts';

/**
 * Locks the employees (this company's, not archived) for the assignment, so two assignments of the
 * same person cannot both leave an open-ended row; answers the ids found. NO KEY UPDATE does not block
 * the foreign-key checks of rows that point at them.
 */
export async function lockEmployees(tx: Tx, companyId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const r = await tx.execute<{ id: string }>(sql`
    SELECT id FROM employees
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[]) AND archived_at IS NULL
    ORDER BY id FOR NO KEY UPDATE`);
  return r.rows.map((row) => Number(row.id));
}

/** The employees' assignments that run into `from` or later (history before it is never touched). */
export async function assignmentsFrom(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  from: string,
): Promise<Map<number, DatedAssignment[]>> {
  const byEmployee = new Map<number, DatedAssignment[]>();
  if (employeeIds.length === 0) return byEmployee;
  const r = await tx.execute<{
    id: string;
    employee_id: string;
    work_shift_id: string;
    start_date: string;
    end_date: string | null;
  }>(sql`
    SELECT id, employee_id, work_shift_id, to_char(start_date, 'YYYY-MM-DD') AS start_date,
           to_char(end_date, 'YYYY-MM-DD') AS end_date
    FROM shift_assignments
    WHERE company_id = ${companyId} AND employee_id = ANY(${pgArray(employeeIds)}::bigint[])
      AND (end_date IS NULL OR end_date >= ${from}::date)`);
  for (const row of r.rows) {
    const list = byEmployee.get(Number(row.employee_id)) ?? [];
    list.push({
      id: Number(row.id),
      workShiftId: Number(row.work_shift_id),
      startDate: row.start_date,
      endDate: row.end_date,
    });
    byEmployee.set(Number(row.employee_id), list);
  }
  return byEmployee;
}

/** Applies the plans of many employees in three statements. */
export async function applyAssignmentPlans(
  tx: Tx,
  companyId: number,
  change: {
    remove: number[];
    close: number[];
    closeOn: string;
    open: number[];
    shiftId: number | null;
    from: string;
  },
): Promise<void> {
  if (change.remove.length > 0) {
    await tx.execute(sql`DELETE FROM shift_assignments
      WHERE company_id = ${companyId} AND id = ANY(${pgArray(change.remove)}::bigint[])`);
  }
  if (change.close.length > 0) {
    await tx.execute(sql`UPDATE shift_assignments SET end_date = ${change.closeOn}::date
      WHERE company_id = ${companyId} AND id = ANY(${pgArray(change.close)}::bigint[])`);
  }
  if (change.open.length > 0 && change.shiftId !== null) {
    await tx.execute(sql`
      INSERT INTO shift_assignments (company_id, employee_id, work_shift_id, start_date)
      SELECT ${companyId}, e, ${change.shiftId}, ${change.from}::date
      FROM unnest(${pgArray(change.open)}::bigint[]) AS e`);
  }
}
