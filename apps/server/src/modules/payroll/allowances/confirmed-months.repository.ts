import { sql } from 'drizzle-orm';
import { monthStart } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';

/**
 * Which payroll months a confirmation has locked for which employees (payroll_schedule_rows with
 * status 'confirmed', ADR 41): an extra allowance may not change them, and an approved claim is paid
 * in the first month after them (ADR 45). Every statement names the company as well as relying on
 * RLS (ADR 18).
 */

export interface ConfirmedPair {
  employeeId: number;
  /** `YYYY-MM` */
  month: string;
  employeeName: string;
}

/** The confirmed (employee, month) pairs among these employees and `YYYY-MM` months. */
export async function confirmedPairs(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  months: readonly string[],
): Promise<ConfirmedPair[]> {
  if (employeeIds.length === 0 || months.length === 0) return [];
  const r = await tx.execute<{ employee_id: string | number; month: string; name: string }>(sql`
    SELECT r.employee_id, to_char(make_date(r.year, r.month, 1), 'YYYY-MM') AS month,
           concat_ws(' ', e.first_name, e.last_name) AS name
    FROM payroll_schedule_rows r
    JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
    WHERE r.company_id = ${companyId} AND r.status = 'confirmed'
      AND r.employee_id = ANY(${pgArray(employeeIds)}::bigint[])
      AND make_date(r.year, r.month, 1) = ANY(${pgArray(months.map(monthStart))}::date[])
    ORDER BY month, name, r.employee_id`);
  return r.rows.map((row) => ({
    employeeId: Number(row.employee_id),
    month: row.month,
    employeeName: row.name,
  }));
}

/** The company's current month, `YYYY-MM`, in its timezone. */
export async function currentPayMonth(tx: Tx, companyId: number): Promise<string> {
  const r = await tx.execute<{ month: string }>(sql`
    SELECT to_char(now() AT TIME ZONE c.timezone, 'YYYY-MM') AS month
    FROM companies c WHERE c.id = ${companyId}`);
  const month = r.rows[0]?.month;
  if (!month) throw new Error(`company ${companyId} does not exist`);
  return month;
}

/** `YYYY-MM` one month on. */
export function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The first month from `from` (`YYYY-MM`) with no confirmed row, per employee: where an approved
 * claim is paid (ADR 45). One statement for every employee.
 */
export async function firstOpenMonths(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  from: string,
): Promise<Map<number, string>> {
  const open = new Map<number, string>();
  if (employeeIds.length === 0) return open;
  const r = await tx.execute<{ employee_id: string | number; month: string }>(sql`
    SELECT r.employee_id, to_char(make_date(r.year, r.month, 1), 'YYYY-MM') AS month
    FROM payroll_schedule_rows r
    WHERE r.company_id = ${companyId} AND r.status = 'confirmed'
      AND r.employee_id = ANY(${pgArray(employeeIds)}::bigint[])
      AND make_date(r.year, r.month, 1) >= ${monthStart(from)}::date`);
  const locked = new Set(r.rows.map((row) => `${Number(row.employee_id)}:${row.month}`));
  for (const id of employeeIds) {
    let month = from;
    while (locked.has(`${id}:${month}`)) month = nextMonth(month);
    open.set(id, month);
  }
  return open;
}
