import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import type { ScheduleLine } from '../schedule/pay-item-source.ts';
import type { PayslipRow } from './payslip-report.ts';

/**
 * Reads of the salary schedule rows a payslip is made of (ADR 46). A row is a payslip once it is
 * confirmed, or when it was imported from earlier payroll (payment history): an open row is still
 * the run's draft and nobody's payslip. Every statement names the company beside RLS.
 */
const IS_PAYSLIP = sql`(r.status = 'confirmed' OR r.source = 'import')`;

type Kobo = string;

/** The rows of `year` up to and including `month` that are payslips, oldest first. */
export async function payslipRows(
  tx: Tx,
  companyId: number,
  employeeId: number,
  year: number,
  month: number,
): Promise<(PayslipRow & { departmentId: number | null })[]> {
  const r = await tx.execute<{
    month: number | string;
    gross: Kobo;
    net: Kobo;
    lines: ScheduleLine[] | string;
    department_id: number | string | null;
  }>(sql`
    SELECT r.month, r.gross_pay_kobo::text AS gross, r.net_pay_kobo::text AS net, r.lines, r.department_id
    FROM payroll_schedule_rows r
    WHERE r.company_id = ${companyId} AND r.employee_id = ${employeeId} AND r.year = ${year}
      AND r.month <= ${month} AND ${IS_PAYSLIP}
    ORDER BY r.month`);
  return r.rows.map((x) => ({
    month: Number(x.month),
    grossKobo: BigInt(x.gross),
    netKobo: BigInt(x.net),
    lines: typeof x.lines === 'string' ? (JSON.parse(x.lines) as ScheduleLine[]) : x.lines,
    departmentId: x.department_id === null ? null : Number(x.department_id),
  }));
}

/** Who a payslip is for, as it shows them, and what their PDF's password and mail need. */
export interface PayslipPerson {
  id: number;
  firstName: string;
  lastName: string;
  pin: string | null;
  email: string | null;
  dateOfBirth: string | null;
  branchId: number | null;
  designation: string | null;
  grade: string | null;
  department: string | null;
  companyName: string;
  /** The employee's user's language, else the company's (ADR 32). */
  language: string;
}

/**
 * The employee (null when the company has none by that id). `departmentId` is the department the
 * month was paid under (the schedule row's), which wins over today's.
 */
export async function payslipPerson(
  tx: Tx,
  companyId: number,
  employeeId: number,
  departmentId: number | null = null,
): Promise<PayslipPerson | null> {
  const r = await tx.execute<{
    id: number | string;
    first_name: string;
    last_name: string;
    pin: string | null;
    email: string | null;
    date_of_birth: string | null;
    branch_id: number | string | null;
    designation: string | null;
    grade: string | null;
    department: string | null;
    company_name: string;
    language: string;
  }>(sql`
    SELECT e.id, e.first_name, e.last_name, e.pin, e.email, to_char(e.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
      e.branch_id, des.designation_name AS designation, g.grade_name AS grade, d.department_name AS department,
      c.company_name, coalesce(u.language, c.language) AS language
    FROM employees e
    JOIN companies c ON c.id = e.company_id
    LEFT JOIN users u ON u.company_id = e.company_id AND u.employee_id = e.id
    LEFT JOIN employee_designations des ON des.company_id = e.company_id AND des.id = e.employee_designation_id
    LEFT JOIN employee_grades g ON g.company_id = e.company_id AND g.id = e.employee_grade_id
    LEFT JOIN departments d ON d.company_id = e.company_id
      AND d.id = coalesce(${departmentId}::bigint, e.department_id)
    WHERE e.company_id = ${companyId} AND e.id = ${employeeId}`);
  const x = r.rows[0];
  if (!x) return null;
  return {
    id: Number(x.id),
    firstName: x.first_name,
    lastName: x.last_name,
    pin: x.pin,
    email: x.email,
    dateOfBirth: x.date_of_birth,
    branchId: x.branch_id === null ? null : Number(x.branch_id),
    designation: x.designation,
    grade: x.grade,
    department: x.department,
    companyName: x.company_name,
    language: x.language,
  };
}

/** One month of an employee's pay, from the row's totals. */
export interface PayslipMonthKobo {
  year: number;
  month: number;
  gross: bigint;
  benefits: bigint;
  deductions: bigint;
  paye: bigint;
  pensionEmployee: bigint;
  pensionEmployer: bigint;
  nhf: bigint;
  net: bigint;
}

/**
 * An employee's payslip months, newest first (one year's, or all). Benefits are the benefit and
 * overtime columns; deductions everything taken from gross (statutory, deductions, loan repayments).
 */
export async function payslipMonths(
  tx: Tx,
  companyId: number,
  employeeId: number,
  year?: number,
): Promise<PayslipMonthKobo[]> {
  const r = await tx.execute<Record<string, string>>(sql`
    SELECT r.year::text, r.month::text, r.gross_pay_kobo::text AS gross,
      (r.benefits_kobo + r.overtime_kobo)::text AS benefits,
      (r.paye_kobo + r.pension_employee_kobo + r.nhf_kobo + r.nhis_kobo + r.deductions_kobo
        + r.loan_repayment_kobo)::text AS deductions,
      r.paye_kobo::text AS paye, r.pension_employee_kobo::text AS pension_employee,
      r.pension_employer_kobo::text AS pension_employer, r.nhf_kobo::text AS nhf, r.net_pay_kobo::text AS net
    FROM payroll_schedule_rows r
    WHERE r.company_id = ${companyId} AND r.employee_id = ${employeeId} AND ${IS_PAYSLIP}
      ${year === undefined ? sql`` : sql`AND r.year = ${year}`}
    ORDER BY r.year DESC, r.month DESC`);
  return r.rows.map((x) => ({
    year: Number(x.year),
    month: Number(x.month),
    gross: BigInt(x.gross ?? 0),
    benefits: BigInt(x.benefits ?? 0),
    deductions: BigInt(x.deductions ?? 0),
    paye: BigInt(x.paye ?? 0),
    pensionEmployee: BigInt(x.pension_employee ?? 0),
    pensionEmployer: BigInt(x.pension_employer ?? 0),
    nhf: BigInt(x.nhf ?? 0),
    net: BigInt(x.net ?? 0),
  }));
}

/** The years an employee has payslips in, newest first. */
export async function payslipYears(tx: Tx, companyId: number, employeeId: number): Promise<number[]> {
  const r = await tx.execute<{ year: number | string }>(sql`
    SELECT DISTINCT r.year FROM payroll_schedule_rows r
    WHERE r.company_id = ${companyId} AND r.employee_id = ${employeeId} AND ${IS_PAYSLIP}
    ORDER BY r.year DESC`);
  return r.rows.map((x) => Number(x.year));
}

/**
 * Claims an employee's confirmed month for its payslip mail, once (ADR 46): only a run's row not yet
 * mailed, of an employee with an address and a password to protect the PDF with. A retried confirm or
 * a re-run job finds it claimed; two jobs at once wait on the row's lock and the second finds none.
 */
export async function claimPayslipMail(
  tx: Tx,
  companyId: number,
  employeeId: number,
  year: number,
  month: number,
): Promise<boolean> {
  const r = await tx.execute<{ id: string }>(sql`
    UPDATE payroll_schedule_rows r SET payslip_mailed_at = now()
    FROM employees e
    WHERE r.company_id = ${companyId} AND r.employee_id = ${employeeId} AND r.year = ${year}
      AND r.month = ${month} AND r.status = 'confirmed' AND r.source = 'run' AND r.payslip_mailed_at IS NULL
      AND e.company_id = r.company_id AND e.id = r.employee_id AND btrim(coalesce(e.email, '')) <> ''
      AND (e.date_of_birth IS NOT NULL OR btrim(coalesce(e.pin, '')) <> '')
    RETURNING r.id`);
  return r.rows.length > 0;
}
