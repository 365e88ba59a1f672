import { z } from 'zod';
import { rowId } from '../../platform/fields.ts';
import { PAYSLIP_MESSAGES as M } from './payslip-messages.ts';

/**
 * Payslips (spec 2 "Payslip report", spec 3 §3; issue 19; ADR 46). Money is naira with two decimals
 * as text, written from whole kobo ("24500.00"), never a binary float.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A whole number as a number or as digits: "3" and 3 are March; 3.5, "3a", true and [3] are not. */
const digits = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v);

const whole = (min: number, max: number, required: string, invalid: string) =>
  z.preprocess(
    (v) => digits(blank(v)),
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .int(invalid)
      .min(min, invalid)
      .max(max, invalid),
  );

export const payslipMonthField = whole(1, 12, M.monthRequired, M.monthInvalid);
export const payslipYearField = whole(2000, 2100, M.yearRequired, M.yearInvalid);

/** POST /payroll/reports/me/payslips (and its PDF): `month` 1–12 and `year` (spec 2 §"Payslips"). */
export const payslipQuerySchema = z.object({ month: payslipMonthField, year: payslipYearField });
export type PayslipQuery = z.infer<typeof payslipQuerySchema>;

/** POST /payroll/reports/payslips (and its PDF): an employee's payslip, for the schedule screens. */
export const employeePayslipQuerySchema = payslipQuerySchema.extend({
  employee_id: z.preprocess(
    (v) => digits(blank(v)),
    z
      .number({ error: (issue) => (issue.input === undefined ? M.employeeRequired : M.employeeInvalid) })
      .int(M.employeeInvalid)
      .positive(M.employeeInvalid)
      .max(Number.MAX_SAFE_INTEGER, M.employeeInvalid),
  ),
});
export type EmployeePayslipQuery = z.infer<typeof employeePayslipQuerySchema>;

/** One payslip line: what this month paid or took, and the year's total by the same code. */
export const payslipLineSchema = z.object({
  code: z.string(),
  name: z.string(),
  current_pay: z.string(),
  year_to_date: z.string(),
});
export type PayslipLine = z.infer<typeof payslipLineSchema>;

/** Allowances, benefits or deductions: the lines and their two sums. */
export const payslipSectionSchema = z.object({
  data: z.array(payslipLineSchema),
  current_pay_sum: z.string(),
  year_to_date_sum: z.string(),
});
export type PayslipSection = z.infer<typeof payslipSectionSchema>;

export const payslipFigureSchema = z.object({ current_pay: z.string(), year_to_date: z.string() });
export type PayslipFigure = z.infer<typeof payslipFigureSchema>;

/**
 * The payslip report (spec 2 "Payslip report"): name, employee_designation, department,
 * employee_grade; allowances (package components and allowances), benefits (benefits and overtime),
 * deductions (PAYE, pension, NHF, NHIS, deductions and loan repayments; never the employer's
 * contributions); gross_pay and net_pay. Beside the spec's fields: the month, the company, the
 * currency (always NGN) and `paid_on`, null until payments record a pay date (shown as NA).
 */
export const payslipReportSchema = z.object({
  employee_id: rowId,
  month: z.number().int(),
  year: z.number().int(),
  name: z.string(),
  pin: z.string().nullable(),
  employee_designation: z.string().nullable(),
  department: z.string().nullable(),
  employee_grade: z.string().nullable(),
  paid_on: z.string().nullable(),
  company_name: z.string(),
  currency: z.literal('NGN'),
  allowances: payslipSectionSchema,
  benefits: payslipSectionSchema,
  deductions: payslipSectionSchema,
  gross_pay: payslipFigureSchema,
  net_pay: payslipFigureSchema,
});
export type PayslipReport = z.infer<typeof payslipReportSchema>;

/** The report, or null when the month has no payslip (the message then says so; ADR 46). */
export const payslipAnswerSchema = payslipReportSchema.nullable();

/** GET /payroll/reports/me/payslips: `year` narrows the list to one year. */
export const myPayslipsQuerySchema = z.object({
  year: z.preprocess(
    (v) => digits(blank(v)),
    z
      .number({ error: M.yearInvalid })
      .int(M.yearInvalid)
      .min(2000, M.yearInvalid)
      .max(2100, M.yearInvalid)
      .optional(),
  ),
});
export type MyPayslipsQuery = z.infer<typeof myPayslipsQuerySchema>;

/** One month of the caller's pay, as the list, the general report and the dashboard show it. */
export const payslipMonthSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  gross_pay: z.string(),
  total_benefit: z.string(),
  total_deduction: z.string(),
  paye: z.string(),
  pension_employee: z.string(),
  net_pay: z.string(),
});
export type PayslipMonth = z.infer<typeof payslipMonthSchema>;

/** The caller's payslips, newest first, and the years they have payslips in (newest first). */
export const myPayslipsSchema = z.object({
  results: z.array(payslipMonthSchema),
  years: z.array(z.number().int()),
});
export type MyPayslips = z.infer<typeof myPayslipsSchema>;

/** GET /payroll/reports/me/dashboard: `year`, by default the latest with a payslip (else this one). */
export const payrollDashboardQuerySchema = myPayslipsQuerySchema;

/** The ESS payroll dashboard: net pay by month (oldest first) and the year to date. */
export const payrollDashboardSchema = z.object({
  year: z.number().int(),
  years: z.array(z.number().int()),
  months: z.array(payslipMonthSchema),
  year_to_date: z.object({
    gross_pay: z.string(),
    net_pay: z.string(),
    paye: z.string(),
    pension_employee: z.string(),
    pension_employer: z.string(),
    nhf: z.string(),
  }),
});
export type PayrollDashboard = z.infer<typeof payrollDashboardSchema>;

/** The home dashboard's payslip card (spec 2 "Home dashboard response": payslip (grosspay, netpay)). */
export const homePayslipSchema = z.object({
  month: z.number().int(),
  year: z.number().int(),
  grosspay: z.string(),
  netpay: z.string(),
});
export type HomePayslip = z.infer<typeof homePayslipSchema>;
