import {
  DEFAULT_LANGUAGE,
  PAYSLIP_MESSAGES as M,
  isLanguage,
  type EmployeePayslipQuery,
  type Language,
  type MyPayslips,
  type PayrollDashboard,
  type PayslipMonth,
  type PayslipQuery,
  type PayslipReport,
  type PayslipSection,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { branchVisible } from '../../../platform/auth/branch-scope.ts';
import { buildPayslip, nairaText, type PayslipSectionKobo } from './payslip-report.ts';
import { monthName, payslipPdf } from './payslip-pdf.ts';
import { payslipPassword } from './payslip-password.ts';
import * as repo from './payslips.repository.ts';

const section = (s: PayslipSectionKobo): PayslipSection => ({
  data: s.lines.map((l) => ({
    code: l.code,
    name: l.name,
    current_pay: nairaText(l.currentKobo),
    year_to_date: nairaText(l.yearToDateKobo),
  })),
  current_pay_sum: nairaText(s.currentKobo),
  year_to_date_sum: nairaText(s.yearToDateKobo),
});

/** An employee's payslip with the person it is for; null when the month has none. */
export async function payslipOf(
  tx: Tx,
  companyId: number,
  employeeId: number,
  { month, year }: PayslipQuery,
): Promise<{ report: PayslipReport; person: repo.PayslipPerson } | null> {
  const rows = await repo.payslipRows(tx, companyId, employeeId, year, month);
  const figures = buildPayslip(rows, month);
  if (!figures) return null;
  const departmentId = rows.find((r) => r.month === month)?.departmentId ?? null;
  const person = await repo.payslipPerson(tx, companyId, employeeId, departmentId);
  if (!person) return null;
  const report: PayslipReport = {
    employee_id: employeeId,
    month,
    year,
    name: `${person.firstName} ${person.lastName}`,
    pin: person.pin,
    employee_designation: person.designation,
    department: person.department,
    employee_grade: person.grade,
    // Payments (a later issue) will record the pay date; until then the spec's NA.
    paid_on: null,
    company_name: person.companyName,
    currency: 'NGN',
    allowances: section(figures.sections.allowances),
    benefits: section(figures.sections.benefits),
    deductions: section(figures.sections.deductions),
    gross_pay: {
      current_pay: nairaText(figures.gross.currentKobo),
      year_to_date: nairaText(figures.gross.yearToDateKobo),
    },
    net_pay: {
      current_pay: nairaText(figures.net.currentKobo),
      year_to_date: nairaText(figures.net.yearToDateKobo),
    },
  };
  return { report, person };
}

/** 'No payslip report available for March 2026.', in English as every answer's message is. */
export const noPayslipMessage = ({ month, year }: PayslipQuery) =>
  M.noPayslip(monthName(month, 'en'), String(year));

export const languageOf = (value: string): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** The employee an admin asks for: theirs to see (company and branches), else a 404. */
async function visibleEmployee(ctx: SignedInContext, employeeId: number): Promise<void> {
  const person = await repo.payslipPerson(ctx.tx, ctx.companyId, employeeId);
  if (!person || !branchVisible(ctx, person.branchId)) throw notFound(M.employeeNotFound);
}

/** POST /payroll/reports/me/payslips: the caller's own payslip, or null. */
export async function myPayslip(ctx: SignedInContext, query: PayslipQuery) {
  const found = await payslipOf(ctx.tx, ctx.companyId, ctx.user.employee.id, query);
  return found?.report ?? null;
}

/** POST /payroll/reports/payslips: an employee's payslip for the schedule screens, or null. */
export async function employeePayslip(ctx: SignedInContext, query: EmployeePayslipQuery) {
  await visibleEmployee(ctx, query.employee_id);
  const found = await payslipOf(ctx.tx, ctx.companyId, query.employee_id, query);
  return found?.report ?? null;
}

/** The PDF bytes of an employee's payslip; a month without one is a 404 with the spec's message. */
async function pdfOf(ctx: SignedInContext, employeeId: number, query: PayslipQuery): Promise<Buffer> {
  const found = await payslipOf(ctx.tx, ctx.companyId, employeeId, query);
  if (!found) throw new AppError(404, noPayslipMessage(query));
  const password = payslipPassword(found.person);
  return payslipPdf(found.report, languageOf(found.person.language), password?.password ?? null);
}

export const myPayslipPdf = (ctx: SignedInContext, query: PayslipQuery) =>
  pdfOf(ctx, ctx.user.employee.id, query);

export async function employeePayslipPdf(ctx: SignedInContext, query: EmployeePayslipQuery) {
  await visibleEmployee(ctx, query.employee_id);
  return pdfOf(ctx, query.employee_id, query);
}

const monthOf = (m: repo.PayslipMonthKobo): PayslipMonth => ({
  year: m.year,
  month: m.month,
  gross_pay: nairaText(m.gross),
  total_benefit: nairaText(m.benefits),
  total_deduction: nairaText(m.deductions),
  paye: nairaText(m.paye),
  pension_employee: nairaText(m.pensionEmployee),
  net_pay: nairaText(m.net),
});

/** GET /payroll/reports/me/payslips: the caller's payslips, newest first. */
export async function myPayslips(ctx: SignedInContext, year: number | undefined): Promise<MyPayslips> {
  const employeeId = ctx.user.employee.id;
  const months = await repo.payslipMonths(ctx.tx, ctx.companyId, employeeId, year);
  return { results: months.map(monthOf), years: await repo.payslipYears(ctx.tx, ctx.companyId, employeeId) };
}

/** This year (UTC), for a dashboard with no payslip yet. */
const thisYear = () => new Date().getUTCFullYear();

/** GET /payroll/reports/me/dashboard: net pay by month of a year and the year to date. */
export async function myDashboard(
  ctx: SignedInContext,
  asked: number | undefined,
): Promise<PayrollDashboard> {
  const employeeId = ctx.user.employee.id;
  const years = await repo.payslipYears(ctx.tx, ctx.companyId, employeeId);
  const year = asked ?? years[0] ?? thisYear();
  const months = (await repo.payslipMonths(ctx.tx, ctx.companyId, employeeId, year)).reverse();
  const total = (pick: (m: repo.PayslipMonthKobo) => bigint) =>
    nairaText(months.reduce((sum, m) => sum + pick(m), 0n));
  return {
    year,
    years,
    months: months.map(monthOf),
    year_to_date: {
      gross_pay: total((m) => m.gross),
      net_pay: total((m) => m.net),
      paye: total((m) => m.paye),
      pension_employee: total((m) => m.pensionEmployee),
      pension_employer: total((m) => m.pensionEmployer),
      nhf: total((m) => m.nhf),
    },
  };
}
