import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../platform/constants.ts';
import { idArray, rowCount, rowId } from '../../platform/fields.ts';
import { REPORT_FORMATS } from '../../platform/report.ts';
import { PAYROLL_REPORT_MESSAGES as M } from './payroll-reports-messages.ts';
import { REMITTANCE_SCHEDULE_KINDS } from './payroll-reports-words.ts';

/**
 * The payroll register (POST /payroll/reports/general, issue 19) and the statutory remittance
 * schedules (POST /payroll/reports/remittances/{kind}), read from the salary schedule rows (ADR 47).
 * Money is whole kobo (the report kit's money kind, ADR 34): every figure is a sum of integers, so a
 * report's totals are its rows' sums to the kobo.
 */
export const PAYROLL_REPORT_MIN_YEAR = 2000;
export const PAYROLL_REPORT_MAX_YEAR = 2100;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const whole = (v: unknown, min: number, max: number) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= min && n <= max;
};

/** A required whole number in a range: missing says `required`, anything else out of it `invalid`. */
const wholeIn = (min: number, max: number, required: string, invalid: string) =>
  z
    .preprocess(
      blank,
      z.unknown().superRefine((v, ctx) => {
        if (v === undefined) ctx.addIssue({ code: 'custom', message: required });
        else if (!whole(v, min, max)) ctx.addIssue({ code: 'custom', message: invalid });
      }),
    )
    .transform((v) => Number(v));

export const payrollMonthField = wholeIn(1, 12, M.monthYearRequired, M.monthInvalid);
export const payrollYearField = wholeIn(
  PAYROLL_REPORT_MIN_YEAR,
  PAYROLL_REPORT_MAX_YEAR,
  M.monthYearRequired,
  M.yearInvalid,
);

const ids = (message: string) => z.preprocess(blank, idArray(message).optional());
const flag = z.preprocess(
  blank,
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: M.includeOpenInvalid })
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
);
const pageField = (max: number) => z.preprocess(blank, z.coerce.number().int().min(1).max(max).optional());

/** Which month and whom: branches and departments narrow it (empty means all the viewer sees). */
export const remittanceScheduleFilterSchema = z.object({
  month: payrollMonthField,
  year: payrollYearField,
  branch_ids: ids(M.branchesInvalid),
  department_ids: ids(M.departmentsInvalid),
});
export type RemittanceScheduleFilter = z.infer<typeof remittanceScheduleFilterSchema>;

/** The register reads confirmed rows only, unless `include_open` asks for the open ones too. */
export const generalReportFilterSchema = remittanceScheduleFilterSchema.extend({ include_open: flag });
export type GeneralReportFilter = z.infer<typeof generalReportFilterSchema>;

/** A screen's page of rows; without `page` and `perPage` every row is answered. */
const paging = { page: pageField(1_000_000), perPage: pageField(MAX_PAGE_SIZE) };
export const generalReportBodySchema = generalReportFilterSchema.extend(paging);
export type GeneralReportBody = z.infer<typeof generalReportBodySchema>;
export const remittanceScheduleBodySchema = remittanceScheduleFilterSchema.extend(paging);
export type RemittanceScheduleBody = z.infer<typeof remittanceScheduleBodySchema>;

export const payrollReportFormatParamsSchema = z.object({
  format: z.enum(REPORT_FORMATS, { error: M.formatInvalid }),
});
export const remittanceScheduleParamsSchema = z.object({
  kind: z.enum(REMITTANCE_SCHEDULE_KINDS, { error: M.kindInvalid }),
});
export const remittanceScheduleDownloadParamsSchema = remittanceScheduleParamsSchema.extend(
  payrollReportFormatParamsSchema.shape,
);

const kobo = z.number().int();
const figures = z.record(z.string(), kobo);

/** One pay line of the month shown as a column (a component, an allowance, a deduction...). */
export const registerLineColumnSchema = z.object({
  /** The row's `lines` key: `<kind>:<code>`. */
  key: z.string(),
  kind: z.string(),
  code: z.string(),
  name: z.string(),
  /** Where it sits: with the earnings (before gross), the deductions (before net), the employer's cost. */
  segment: z.enum(['earning', 'deduction', 'employer']),
});
export type RegisterLineColumn = z.infer<typeof registerLineColumnSchema>;

const identity = {
  employee_id: rowId,
  name: z.string(),
  pin: z.string().nullable(),
  branch_id: rowId.nullable(),
  branch: z.string().nullable(),
  department_id: rowId.nullable(),
  department: z.string().nullable(),
};

/** One employee's month: the line amounts by column key, then the schedule row's totals. */
export const registerRowSchema = z.object({
  ...identity,
  status: z.enum(['open', 'confirmed']),
  lines: figures,
  gross_pay_kobo: kobo,
  paye_kobo: kobo,
  pension_employee_kobo: kobo,
  nhf_kobo: kobo,
  nhis_kobo: kobo,
  /** Gross pay less net pay: the statutory deductions and every deduction line. */
  total_deductions_kobo: kobo,
  net_pay_kobo: kobo,
  pension_employer_kobo: kobo,
  nsitf_kobo: kobo,
  itf_kobo: kobo,
});
export type RegisterRow = z.infer<typeof registerRowSchema>;

/** The sums of a branch's, a department's or a body's rows (every figure and line column, by key). */
export const payrollSubtotalSchema = z.object({
  /** A branch or department id, a state or a PFA code; null for rows without one. */
  key: z.string().nullable(),
  name: z.string().nullable(),
  headcount: rowCount,
  totals: figures,
});
export type PayrollSubtotal = z.infer<typeof payrollSubtotalSchema>;

const period = {
  month: z.number().int(),
  year: z.number().int(),
  /** Rows in the whole report, for the pager. */
  total: rowCount,
  /** The sums over the whole report (not only this page), by column key. */
  totals: figures,
};

export const generalReportSchema = z.object({
  ...period,
  include_open: z.boolean(),
  /** Whether any row of the report is still open (its figures may change on a re-run). */
  has_open: z.boolean(),
  line_columns: z.array(registerLineColumnSchema),
  reports: z.array(registerRowSchema),
  branches: z.array(payrollSubtotalSchema),
  departments: z.array(payrollSubtotalSchema),
});
export type GeneralReport = z.infer<typeof generalReportSchema>;

/** One employee on a schedule; the columns a kind does not show are absent. */
export const remittanceScheduleRowSchema = z.object({
  ...identity,
  /**
   * The body's group: the state (PAYE), the PFA code (pension), FMBN (NHF) or NSITF; `unknown:<text>`
   * when the employee record names no known state or PFA; null when it names none.
   */
  group_key: z.string().nullable(),
  state: z.string().nullable().optional(),
  authority: z.string().nullable().optional(),
  tax_id: z.string().nullable().optional(),
  pfa: z.string().nullable().optional(),
  pfa_code: z.string().nullable().optional(),
  rsa_pin: z.string().nullable().optional(),
  rsa_pin_check: z.enum(['valid', 'invalid', 'missing']).optional(),
  gross_pay_kobo: kobo.optional(),
  taxable_pay_kobo: kobo.optional(),
  paye_kobo: kobo.optional(),
  pensionable_pay_kobo: kobo.optional(),
  pension_employee_kobo: kobo.optional(),
  pension_employer_kobo: kobo.optional(),
  pension_total_kobo: kobo.optional(),
  basic_kobo: kobo.optional(),
  nhf_kobo: kobo.optional(),
  nsitf_kobo: kobo.optional(),
});
export type RemittanceScheduleRow = z.infer<typeof remittanceScheduleRowSchema>;

/** A body the month's amounts go to: a state's revenue service, a PFA, FMBN, NSITF. */
export const remittanceScheduleGroupSchema = payrollSubtotalSchema.extend({
  /** A PFA's code, or null. */
  code: z.string().nullable(),
  /** Who receives it (a state's Internal Revenue Service, FIRS); null when not known. */
  authority: z.string().nullable(),
  /** False when the employees' record names no known state or PFA: check it before remitting. */
  recognised: z.boolean(),
});
export type RemittanceScheduleGroup = z.infer<typeof remittanceScheduleGroupSchema>;

export const remittanceScheduleSchema = z.object({
  ...period,
  kind: z.enum(REMITTANCE_SCHEDULE_KINDS),
  /** yyyy-MM-dd: the day the month's pay was confirmed (the pay date); null before it is. */
  pay_date: z.string().nullable(),
  /** yyyy-MM-dd: when the remittance is due (ADR 47); null while nothing is confirmed. */
  due_date: z.string().nullable(),
  reports: z.array(remittanceScheduleRowSchema),
  groups: z.array(remittanceScheduleGroupSchema),
  /** Rows to fix before remitting: RSA PINs not PEN + 12 digits, unknown PFAs or states. */
  problems: rowCount,
});
export type RemittanceSchedule = z.infer<typeof remittanceScheduleSchema>;
