import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import type { ScheduleLine } from '../schedule/pay-item-source.ts';

/**
 * The salary schedule rows the payroll reports read (ADR 47). Every statement names the company, as
 * well as RLS keeping it to the company. Kobo columns arrive as text from the driver; they are turned
 * into numbers here (exact: a kobo column holds at most 2^53).
 */

/** Which rows: the month, the statuses, and the branches and departments (null: no narrowing). */
export interface RowScope {
  year: number;
  month: number;
  statuses: readonly ('open' | 'confirmed')[];
  /** The viewer's branches (null: every branch, and rows without one). */
  visibleBranchIds: readonly number[] | null;
  branchIds?: readonly number[] | undefined;
  departmentIds?: readonly number[] | undefined;
}

/** A schedule row's statutory figures, the employee's and the employer's (the dashboard sums them). */
export const STATUTORY_FIGURES = [
  'paye_kobo',
  'pension_employee_kobo',
  'pension_employer_kobo',
  'nhf_kobo',
  'nhis_kobo',
  'nsitf_kobo',
  'itf_kobo',
] as const;

const FIGURES = [
  'gross_pay_kobo',
  'taxable_pay_kobo',
  'pensionable_pay_kobo',
  'basic_kobo',
  ...STATUTORY_FIGURES,
  'net_pay_kobo',
] as const;
export type RowFigure = (typeof FIGURES)[number];

export interface ReportSourceRow {
  employeeId: number;
  name: string;
  pin: string | null;
  branchId: number | null;
  branch: string | null;
  departmentId: number | null;
  department: string | null;
  status: 'open' | 'confirmed';
  /** yyyy-MM-dd in the company's time zone; null while open, or for imported history. */
  confirmedOn: string | null;
  taxState: string | null;
  taxId: string | null;
  pfa: string | null;
  rsaPin: string | null;
  figures: Record<RowFigure, number>;
  lines: ScheduleLine[];
}

/** Who a report row is about, as every report answers it first. */
export const identityOf = (r: ReportSourceRow) => ({
  employee_id: r.employeeId,
  name: r.name,
  pin: r.pin,
  branch_id: r.branchId,
  branch: r.branch,
  department_id: r.departmentId,
  department: r.department,
});

const ids = (list: readonly number[]) => sql`${pgArray(list)}::bigint[]`;

function scopeWhere(companyId: number, s: RowScope): SQL {
  const parts: SQL[] = [
    sql`r.company_id = ${companyId}`,
    sql`r.year = ${s.year}`,
    sql`r.month = ${s.month}`,
    sql`r.status = ANY(${pgArray(s.statuses)}::text[])`,
  ];
  if (s.visibleBranchIds !== null) parts.push(sql`r.branch_id = ANY(${ids(s.visibleBranchIds)})`);
  if (s.branchIds?.length) parts.push(sql`r.branch_id = ANY(${ids(s.branchIds)})`);
  if (s.departmentIds?.length) parts.push(sql`r.department_id = ANY(${ids(s.departmentIds)})`);
  return sql.join(parts, sql` AND `);
}

type DbRow = Record<string, unknown> & { lines: unknown };
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const textOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

/**
 * The month's rows in scope with who they are, in the register's order: branch, department, then
 * name (rows without a branch or department last).
 */
export async function scheduleRows(tx: Tx, companyId: number, scope: RowScope): Promise<ReportSourceRow[]> {
  const r = await tx.execute<DbRow>(sql`
    SELECT r.employee_id, e.first_name || ' ' || e.last_name AS name, e.pin,
           r.branch_id, b.station_name AS branch, r.department_id, d.department_name AS department,
           r.status, to_char(r.confirmed_at AT TIME ZONE c.timezone, 'YYYY-MM-DD') AS confirmed_on,
           e.tax_state, e.tax_id, e.pension_fund_administrator AS pfa, e.rsa_pin,
           ${sql.raw(FIGURES.map((f) => `r.${f}`).join(', '))},
           r.lines
    FROM payroll_schedule_rows r
    JOIN companies c ON c.id = r.company_id
    JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
    LEFT JOIN branches b ON b.company_id = r.company_id AND b.id = r.branch_id
    LEFT JOIN departments d ON d.company_id = r.company_id AND d.id = r.department_id
    WHERE ${scopeWhere(companyId, scope)}
    ORDER BY lower(b.station_name) NULLS LAST, r.branch_id NULLS LAST,
             lower(d.department_name) NULLS LAST, r.department_id NULLS LAST,
             lower(e.first_name), lower(e.last_name), r.employee_id`);
  return r.rows.map((row) => ({
    employeeId: Number(row['employee_id']),
    name: String(row['name']),
    pin: textOrNull(row['pin']),
    branchId: numOrNull(row['branch_id']),
    branch: textOrNull(row['branch']),
    departmentId: numOrNull(row['department_id']),
    department: textOrNull(row['department']),
    status: row['status'] === 'confirmed' ? 'confirmed' : 'open',
    confirmedOn: textOrNull(row['confirmed_on']),
    taxState: textOrNull(row['tax_state']),
    taxId: textOrNull(row['tax_id']),
    pfa: textOrNull(row['pfa']),
    rsaPin: textOrNull(row['rsa_pin']),
    figures: Object.fromEntries(FIGURES.map((f) => [f, Number(row[f] ?? 0)])) as Record<RowFigure, number>,
    lines: Array.isArray(row.lines) ? (row.lines as ScheduleLine[]) : [],
  }));
}

/** Which of these branches (or departments) the company has. */
export async function existingIds(
  tx: Tx,
  companyId: number,
  table: 'branches' | 'departments',
  list: readonly number[],
): Promise<Set<number>> {
  const r = await tx.execute<{ id: string | number }>(
    sql`SELECT id FROM ${sql.raw(table)} WHERE company_id = ${companyId} AND id = ANY(${ids(list)})`,
  );
  return new Set(r.rows.map((row) => Number(row.id)));
}

/** The company's public holidays, for counting working days (recurring ones repeat every year). */
export async function holidays(tx: Tx, companyId: number): Promise<{ date: string; recurring: boolean }[]> {
  const r = await tx.execute<{ date: string; recurring: boolean }>(sql`
    SELECT to_char(holiday_date, 'YYYY-MM-DD') AS date, recurring
    FROM public_holidays WHERE company_id = ${companyId}`);
  return r.rows.map((row) => ({ date: row.date, recurring: Boolean(row.recurring) }));
}
