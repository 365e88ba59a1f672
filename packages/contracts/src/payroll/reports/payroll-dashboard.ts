import { z } from 'zod';
import { rowCount } from '../../platform/fields.ts';
import { PAYROLL_REPORT_MESSAGES as M } from './payroll-reports-messages.ts';
import { PAYROLL_REPORT_MAX_YEAR, PAYROLL_REPORT_MIN_YEAR } from './payroll-reports.ts';

/**
 * The admin payroll dashboard (GET /payroll/dashboard?year=, issue 19, ADR 47): the year's confirmed
 * months, what they cost and whom they paid, and the statutory totals. Money is whole kobo.
 */
export const adminPayrollDashboardQuerySchema = z.object({
  /** The year of the last confirmed month when absent (else the company's current year). */
  year: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: M.yearInvalid })
      .int(M.yearInvalid)
      .min(PAYROLL_REPORT_MIN_YEAR, M.yearInvalid)
      .max(PAYROLL_REPORT_MAX_YEAR, M.yearInvalid)
      .optional(),
  ),
});
export type AdminPayrollDashboardQuery = z.infer<typeof adminPayrollDashboardQuerySchema>;

const kobo = z.number().int();

/** One month of the year: zero everywhere until it is confirmed. */
export const adminPayrollDashboardMonthSchema = z.object({
  month: z.number().int(),
  gross_pay_kobo: kobo,
  /** The employer's own contributions on top of gross pay: pension 10 %, NSITF, ITF and the like. */
  employer_contributions_kobo: kobo,
  net_pay_kobo: kobo,
  /** Gross pay plus the employer's contributions. */
  cost_kobo: kobo,
  /** Employees paid in the month. */
  headcount: rowCount,
});
export type AdminPayrollDashboardMonth = z.infer<typeof adminPayrollDashboardMonthSchema>;

export const adminPayrollStatutoryTotalsSchema = z.object({
  paye_kobo: kobo,
  pension_employee_kobo: kobo,
  pension_employer_kobo: kobo,
  nhf_kobo: kobo,
  nhis_kobo: kobo,
  nsitf_kobo: kobo,
  itf_kobo: kobo,
});
export type AdminPayrollStatutoryTotals = z.infer<typeof adminPayrollStatutoryTotalsSchema>;

export const adminPayrollDashboardSchema = z.object({
  year: z.number().int(),
  /** January to December, in order. */
  months: z.array(adminPayrollDashboardMonthSchema),
  /** The sums of the months. */
  totals: adminPayrollDashboardMonthSchema.omit({ month: true, headcount: true }),
  statutory: adminPayrollStatutoryTotalsSchema,
  /** The latest confirmed month of any year, or null when no month is confirmed yet. */
  last_confirmed: z
    .object({
      year: z.number().int(),
      month: z.number().int(),
      /** yyyy-MM-dd in the company's time zone; null for imported history. */
      confirmed_on: z.string().nullable(),
      headcount: rowCount,
      gross_pay_kobo: kobo,
      net_pay_kobo: kobo,
    })
    .nullable(),
});
export type AdminPayrollDashboard = z.infer<typeof adminPayrollDashboardSchema>;
