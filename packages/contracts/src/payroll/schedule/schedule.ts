import { z } from 'zod';
import { pagingQuerySchema } from '../../platform/envelope.ts';
import { JOB_STATES } from '../../platform/jobs.ts';
import { REPORT_FORMATS } from '../../platform/report.ts';
import { rowCount, rowId } from '../../platform/fields.ts';
import { paymentOptionIdField } from '../payments/uploads/payment-uploads.ts';
import {
  SALARY_SCHEDULE_MESSAGES as M,
  SCHEDULE_ROW_STATUSES,
  VARIANCE_REASONS,
} from './schedule-messages.ts';

/**
 * The payroll run (issue 19 "Salary schedule query body", "Schedule row"; ADR 41). Money answers are
 * naira with two decimals as text written from whole kobo ("24500.00"), never a binary float.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A whole number in [min, max]; absent is `missing`, anything else outside is `invalid`. */
const wholeIn = (min: number, max: number, missing: string, invalid: string) =>
  z.preprocess(
    blank,
    z
      .unknown()
      .superRefine((v, ctx) => {
        if (v === undefined) ctx.addIssue({ code: 'custom', message: missing });
        else if (!(Number.isInteger(Number(v)) && Number(v) >= min && Number(v) <= max))
          ctx.addIssue({ code: 'custom', message: invalid });
      })
      .transform((v) => Number(v)),
  );

const isId = (v: unknown) =>
  (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) &&
  Number.isSafeInteger(Number(v)) &&
  Number(v) > 0;
/** Optional ids: absent, null or [] mean "no filter"; one id alone is taken as a list of one. */
const idFilter = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.unknown(), { error: message })
      .max(1000, message)
      .refine((list) => list.every(isId), message)
      .transform((list) => [...new Set(list.map(Number))]),
  );

/**
 * POST /payroll/salarymanagement/salary-schedules (and confirm, download, variance): the month and
 * who. Branches, departments and groups narrow each other (an employee in any of the branches, and
 * any of the departments, and any of the groups); none of them means every employee.
 */
export const salaryScheduleFilterSchema = z.object({
  month: wholeIn(1, 12, M.noParameters, M.monthInvalid),
  year: wholeIn(2000, 2100, M.noParameters, M.yearInvalid),
  branch_ids: idFilter(M.branchesInvalid),
  department_ids: idFilter(M.departmentsInvalid),
  group_ids: idFilter(M.groupsInvalid),
});
export type SalaryScheduleFilter = z.output<typeof salaryScheduleFilterSchema>;
export type SalaryScheduleFilterInput = z.input<typeof salaryScheduleFilterSchema>;

const modeField = z.preprocess(blank, z.enum(['upload'], { error: M.modeInvalid }).optional());

/**
 * The run's body: the filter, and the spec's `mode` (upload) which may come here or in the query;
 * an upload also takes `payment_option_id` (issue 21; the default option when absent).
 */
export const salaryScheduleBodySchema = salaryScheduleFilterSchema.extend({
  mode: modeField,
  payment_option_id: paymentOptionIdField,
});

/** page, perPage (or per_page), mode and payment_option_id in the query string (spec 3 §7). */
export const salaryScheduleQuerySchema = pagingQuerySchema
  .pick({ page: true, perPage: true, per_page: true })
  .extend({ mode: modeField, payment_option_id: paymentOptionIdField });
export type SalaryScheduleQuery = z.output<typeof salaryScheduleQuerySchema>;

const naira = z.string();

/** The amounts after gross pay, in payslip order: a row and the totals answer the same ones. */
const payAmounts = {
  overtime: naira,
  benefits: naira,
  deductions: naira,
  loan_repayment: naira,
  paye: naira,
  pension_employee: naira,
  pension_employer: naira,
  nhf: naira,
  net_pay: naira,
};

/** One employee's month (issue 19 "Schedule row", plus status, days paid, branch and department). */
export const scheduleRowSchema = z.object({
  id: rowId,
  employee_id: rowId,
  name: z.string(),
  pin: z.string().nullable(),
  status: z.enum(SCHEDULE_ROW_STATUSES),
  days_paid: rowCount,
  days_in_month: rowCount,
  branch: z.string().nullable(),
  department: z.string().nullable(),
  gross_pay: naira,
  /** The package's components, then the allowances, in payslip order. */
  components: z.array(z.object({ name: z.string(), amount: naira })),
  ...payAmounts,
});
export type ScheduleRow = z.infer<typeof scheduleRowSchema>;

/** The sums of a page or of the whole scope, to the kobo. */
export const scheduleTotalsSchema = z.object({
  employees: rowCount,
  gross_pay: naira,
  ...payAmounts,
});
export type ScheduleTotals = z.infer<typeof scheduleTotalsSchema>;

/** The scope's month as stored: its rows' page, the page's totals and the scope's (grand) totals. */
export const schedulePageSchema = z.object({
  month: z.number().int(),
  year: z.number().int(),
  /** Set while a job computes a large scope: GET .../salary-schedules/jobs/{job_id} follows it. */
  job_id: z.number().int().nullable(),
  results: z.array(scheduleRowSchema),
  total: rowCount,
  totals: scheduleTotalsSchema,
  grand_totals: scheduleTotalsSchema,
  open: rowCount,
  confirmed: rowCount,
  /** When the scope's open rows were last computed (ISO instant), null when none are. */
  computed_at: z.string().nullable(),
});
export type SchedulePage = z.infer<typeof schedulePageSchema>;

export const scheduleJobParamsSchema = z.object({
  job_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const scheduleJobQuerySchema = pagingQuerySchema.pick({ page: true, perPage: true, per_page: true });

/** A run's job: its state and progress, and once completed the scope's page as the run answers it. */
export const scheduleJobSchema = z.object({
  job_id: z.number().int(),
  state: z.enum(JOB_STATES),
  progress: z.number(),
  progress_message: z.string().nullable(),
  error: z.string().nullable(),
  schedule: schedulePageSchema.nullable(),
});
export type ScheduleJob = z.infer<typeof scheduleJobSchema>;

/** What a confirmation did: rows confirmed now, rows already confirmed, and the scope's totals. */
export const scheduleConfirmationSchema = z.object({
  month: z.number().int(),
  year: z.number().int(),
  confirmed: rowCount,
  already_confirmed: rowCount,
  grand_totals: scheduleTotalsSchema,
});
export type ScheduleConfirmation = z.infer<typeof scheduleConfirmationSchema>;

export const scheduleDownloadParamsSchema = z.object({
  format: z.enum(REPORT_FORMATS, { error: M.formatInvalid }),
});

/** The variance's body: the filter, `changed_only`, and the page in the body or the query. */
export const scheduleVarianceBodySchema = salaryScheduleFilterSchema.extend({
  changed_only: z.preprocess(
    (v) =>
      v === '' || v === null
        ? undefined
        : v === 'true' || v === '1' || v === 1
          ? true
          : v === 'false' || v === '0' || v === 0
            ? false
            : v,
    z.boolean({ error: M.changedOnlyInvalid }).optional(),
  ),
});
export type ScheduleVarianceBody = z.output<typeof scheduleVarianceBodySchema>;

/** A query string's ids, repeated (`branch_ids=1&branch_ids=2`, as the web sends them) or `1,2`. */
const queryIds = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.includes(',') ? v.split(',').map((x) => x.trim()) : v),
    idFilter(message),
  );

/**
 * GET …/variance: the variance body's fields and the page, all in the query string (a read a link or
 * a cache can hold); the answer is the POST's.
 */
export const scheduleVarianceQuerySchema = scheduleVarianceBodySchema.extend({
  ...scheduleJobQuerySchema.shape,
  branch_ids: queryIds(M.branchesInvalid),
  department_ids: queryIds(M.departmentsInvalid),
  group_ids: queryIds(M.groupsInvalid),
});
export type ScheduleVarianceQuery = z.output<typeof scheduleVarianceQuerySchema>;

export const varianceRowSchema = z.object({
  employee_id: rowId,
  name: z.string(),
  pin: z.string().nullable(),
  previous_net: naira.nullable(),
  current_net: naira.nullable(),
  difference: naira,
  reasons: z.array(z.enum(VARIANCE_REASONS)),
});
export type VarianceRow = z.infer<typeof varianceRowSchema>;

export const variancePageSchema = z.object({
  month: z.number().int(),
  year: z.number().int(),
  previous_month: z.number().int(),
  previous_year: z.number().int(),
  results: z.array(varianceRowSchema),
  /** The rows listed (with `changed_only`, the changed ones): the pager's total. */
  total: rowCount,
  /** Everyone in scope paid in either month, whatever `changed_only` lists. */
  employees: rowCount,
  changed: rowCount,
  previous_net: naira,
  current_net: naira,
  difference: naira,
});
export type VariancePage = z.infer<typeof variancePageSchema>;
