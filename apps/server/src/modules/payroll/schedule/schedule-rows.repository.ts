import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import type { EmployeeMonthTotals } from '../engine/payslip.ts';
import type { PayPeriod, ScheduleLine } from './pay-item-source.ts';
import { scopeWhere, type ScheduleScope } from './schedule-scope.repository.ts';

/**
 * The salary schedule's rows (ADR 41): one per employee and month, written by a run while `open`,
 * frozen once `confirmed`. Every write is one set-wise statement per chunk (unnest of arrays), so a
 * run of 10,000 employees is a handful of statements, never one per employee.
 */

type Num = string | number;

/**
 * Serialises a month's writers within one company: each run chunk and each confirm takes this lock
 * for its transaction, so a confirm never sees a half-written chunk and a chunk never rewrites rows
 * a confirm is freezing. Other months and companies go on in parallel.
 */
export async function lockMonth(tx: Tx, companyId: number, period: PayPeriod): Promise<void> {
  const key = BigInt(companyId) * 1_000_000n + BigInt(period.year * 100 + period.month);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${key.toString()}::bigint)`);
}

export interface YearToDate {
  taxableKobo: bigint;
  eligibleDeductionsKobo: bigint;
  payeKobo: bigint;
  months: number;
}

/** Earlier months of the year per employee (runs and imports, open or confirmed). */
export async function yearToDate(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  period: PayPeriod,
): Promise<Map<number, YearToDate>> {
  const out = new Map<number, YearToDate>();
  if (employeeIds.length === 0) return out;
  const r = await tx.execute<{ employee_id: Num; taxable: Num; eligible: Num; paye: Num; months: Num }>(sql`
    SELECT employee_id, sum(taxable_pay_kobo) AS taxable, sum(eligible_deductions_kobo) AS eligible,
           sum(paye_kobo) AS paye, count(*) AS months
    FROM payroll_schedule_rows
    WHERE company_id = ${companyId} AND year = ${period.year} AND month < ${period.month}
      AND employee_id = ANY(${pgArray([...employeeIds])}::bigint[])
    GROUP BY employee_id`);
  for (const row of r.rows)
    out.set(Number(row.employee_id), {
      taxableKobo: BigInt(row.taxable),
      eligibleDeductionsKobo: BigInt(row.eligible),
      payeKobo: BigInt(row.paye),
      months: Number(row.months),
    });
  return out;
}

export interface StoredRowState {
  id: number;
  status: 'open' | 'confirmed';
  source: 'run' | 'import';
}

/** The month's existing rows of these employees: confirmed and imported ones are never rewritten. */
export async function rowStates(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  period: PayPeriod,
): Promise<Map<number, StoredRowState>> {
  const out = new Map<number, StoredRowState>();
  if (employeeIds.length === 0) return out;
  const r = await tx.execute<{
    id: Num;
    employee_id: Num;
    status: 'open' | 'confirmed';
    source: 'run' | 'import';
  }>(sql`
    SELECT id, employee_id, status, source FROM payroll_schedule_rows
    WHERE company_id = ${companyId} AND year = ${period.year} AND month = ${period.month}
      AND employee_id = ANY(${pgArray([...employeeIds])}::bigint[])`);
  for (const row of r.rows)
    out.set(Number(row.employee_id), { id: Number(row.id), status: row.status, source: row.source });
  return out;
}

/** One computed row, ready to store. */
export interface ComputedRow {
  employeeId: number;
  branchId: number | null;
  departmentId: number | null;
  payPackageId: number;
  taxTableId: number;
  daysInMonth: number;
  daysPaid: number;
  monthlySalaryKobo: bigint;
  totals: EmployeeMonthTotals;
  lines: ScheduleLine[];
}

/** Columns written from a computed row, in the order of the statement below. */
const FIGURES = [
  ['basic_kobo', (r: ComputedRow) => r.totals.basicKobo],
  ['gross_pay_kobo', (r: ComputedRow) => r.totals.grossKobo],
  ['taxable_pay_kobo', (r: ComputedRow) => r.totals.taxableKobo],
  ['pensionable_pay_kobo', (r: ComputedRow) => r.totals.pensionableKobo],
  ['overtime_kobo', (r: ComputedRow) => r.totals.overtimeKobo],
  ['benefits_kobo', (r: ComputedRow) => r.totals.benefitsKobo],
  ['deductions_kobo', (r: ComputedRow) => r.totals.deductionsKobo],
  ['loan_repayment_kobo', (r: ComputedRow) => r.totals.loanRepaymentKobo],
  ['eligible_deductions_kobo', (r: ComputedRow) => r.totals.eligibleDeductionsKobo],
  ['paye_kobo', (r: ComputedRow) => r.totals.payeKobo],
  ['pension_employee_kobo', (r: ComputedRow) => r.totals.pensionEmployeeKobo],
  ['pension_employer_kobo', (r: ComputedRow) => r.totals.pensionEmployerKobo],
  ['nhf_kobo', (r: ComputedRow) => r.totals.nhfKobo],
  ['nhis_kobo', (r: ComputedRow) => r.totals.nhisKobo],
  ['nsitf_kobo', (r: ComputedRow) => r.totals.nsitfKobo],
  ['itf_kobo', (r: ComputedRow) => r.totals.itfKobo],
  ['net_pay_kobo', (r: ComputedRow) => r.totals.netKobo],
] as const;

const UPSERT_CHUNK = 1_000;

/** The columns a computed row writes, as the record its JSON document is read into. */
const RECORD_COLUMNS = [
  'employee_id bigint',
  'branch_id bigint',
  'department_id bigint',
  'pay_package_id bigint',
  'tax_table_id bigint',
  'days_in_month smallint',
  'days_paid smallint',
  'monthly_salary_kobo bigint',
  ...FIGURES.map(([name]) => `${name} bigint`),
  'lines jsonb',
];
const NAMES = RECORD_COLUMNS.map((c) => c.split(' ')[0]);
const INSERT_COLUMNS = sql.raw(NAMES.join(', '));
const RECORD_TYPE = sql.raw(RECORD_COLUMNS.join(', '));
const UPDATE_SET = sql.raw(
  NAMES.filter((n) => n !== 'employee_id')
    .map((n) => `${n} = EXCLUDED.${n}`)
    .join(', '),
);

/** A row as one object of the chunk's JSON document; kobo as text, so no figure passes a float. */
function recordOf(r: ComputedRow): Record<string, unknown> {
  const record: Record<string, unknown> = {
    employee_id: r.employeeId,
    branch_id: r.branchId,
    department_id: r.departmentId,
    pay_package_id: r.payPackageId,
    tax_table_id: r.taxTableId,
    days_in_month: r.daysInMonth,
    days_paid: r.daysPaid,
    monthly_salary_kobo: r.monthlySalaryKobo.toString(),
    lines: r.lines,
  };
  for (const [name, of] of FIGURES) record[name] = of(r).toString();
  return record;
}

/**
 * Writes computed rows: a new employee-month is inserted, an open run row is rewritten in place,
 * a confirmed or imported row is left as it is (the conflict's WHERE). The unique key (company,
 * employee, year, month) is what makes a re-run, or a killed run run again, write no duplicate.
 * Each chunk travels as one JSON document read by jsonb_to_recordset: one parameter, parsed once.
 */
export async function upsertRows(tx: Tx, companyId: number, period: PayPeriod, rows: readonly ComputedRow[]) {
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
    const document = JSON.stringify(rows.slice(i, i + UPSERT_CHUNK).map(recordOf));
    await tx.execute(sql`
      INSERT INTO payroll_schedule_rows (company_id, year, month, status, source, ${INSERT_COLUMNS}, computed_at)
      SELECT ${companyId}, ${period.year}, ${period.month}, 'open', 'run', ${INSERT_COLUMNS}, now()
      FROM jsonb_to_recordset(${document}::jsonb) AS u(${RECORD_TYPE})
      ON CONFLICT (company_id, employee_id, year, month) DO UPDATE SET ${UPDATE_SET},
        computed_at = now(), updated_at = now()
      WHERE payroll_schedule_rows.status = 'open' AND payroll_schedule_rows.source = 'run'`);
  }
}

/**
 * Open run rows of employees in scope whom the month no longer pays (unassigned, left before it,
 * archived): deleted, so the schedule shows only who is paid. Confirmed rows stay.
 */
export async function deleteUnpaidRows(
  tx: Tx,
  companyId: number,
  scope: ScheduleScope,
  period: PayPeriod,
  paidEmployeeIds: readonly number[],
): Promise<number> {
  const r = await tx.execute<{ id: Num }>(sql`
    DELETE FROM payroll_schedule_rows r
    USING employees e
    WHERE r.company_id = ${companyId} AND r.year = ${period.year} AND r.month = ${period.month}
      AND r.status = 'open' AND r.source = 'run'
      AND e.company_id = r.company_id AND e.id = r.employee_id AND ${scopeWhere(companyId, scope)}
      AND NOT (r.employee_id = ANY(${pgArray([...paidEmployeeIds])}::bigint[]))
    RETURNING r.id`);
  return r.rows.length;
}
