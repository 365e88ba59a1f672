import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { isCalendarDate } from '../platform/dates.ts';
import { MESSAGES } from '../platform/messages.ts';
import { REPORT_FORMATS } from '../platform/report.ts';
import { optionalId, rowCount, rowId } from '../platform/fields.ts';
import { leaveYearUseFields } from './leaves.ts';

/**
 * The leave and exemption usage reports (spec 2 §3 "Leave usage and exemption usage reports", §7
 * "Usage reports"): GET /hrm/reports/generate-leave-usage-reports and
 * /generate-exemption-usage-reports answer `{ reports, total }`; /download-leave-usage-reports and
 * /download-exemption-usage-summary answer the file name to download (ADR 8), like the organisation
 * report. The spec shows no row fields; they follow Frappe HR's "Employee Leave Balance" report.
 *
 * Self-service: the same four calls under /hrm/reports/me/... answer only the signed-in employee's
 * rows to any signed-in user (spec 2 §6 keeps 'me' calls apart from the manager calls, as the
 * attendance reports do), so each route declares one permission.
 */
export const HRM_REPORT_MESSAGES = {
  leaveFetched: 'Leave usage report retrieved successfully',
  exemptionFetched: 'Exemption usage report retrieved successfully',
  downloaded: 'Report generated successfully',
  yearInvalid: 'Please pick a valid year',
  startDateInvalid: 'Please pick a valid start date',
  endDateInvalid: 'Please pick a valid end date',
  rangeInvalid: 'The start date must not be after the end date',
  statusInvalid: 'Please select a valid status',
  formatInvalid: 'The export format must be csv, xlsx or pdf.',
  employeeInvalid: 'Please select a valid employee',
  leaveTypeInvalid: 'Please select a valid leave type',
  departmentInvalid: 'Please select a valid department',
  branchInvalid: 'Please select a valid branch',
  employeeNotFound: 'Employee not found',
  leaveTypeNotFound: 'Leave type not found',
  departmentNotFound: 'Department not found',
  branchNotFound: 'Branch not found',
  /** Spec 2 §5's local messages for the report screens. */
  pickDateRange: 'Please pick a date range',
  selectDateRange: 'Kindly select date range',
  empty: MESSAGES.noReportForFilters,
} as const;
const M = HRM_REPORT_MESSAGES;

export const HRM_REPORT_KINDS = ['leave', 'exemption'] as const;
export type HrmReportKind = (typeof HRM_REPORT_KINDS)[number];

/** Leave years a report may ask for. */
export const HRM_REPORT_MIN_YEAR = 1970;
export const HRM_REPORT_MAX_YEAR = 2200;

const blankAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const optionalDay = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : blankAsUndefined(v)),
    z.string({ error: message }).refine(isCalendarDate, message).optional(),
  );

const optionalYear = z.preprocess(
  blankAsUndefined,
  z.coerce
    .number({ error: M.yearInvalid })
    .int(M.yearInvalid)
    .min(HRM_REPORT_MIN_YEAR, M.yearInvalid)
    .max(HRM_REPORT_MAX_YEAR, M.yearInvalid)
    .optional(),
);

const id = (message: string) => z.preprocess(blankAsUndefined, optionalId(message));

/** The range's end does not come before its start (either may be absent). */
const ordered = (q: object) => {
  const { start_date: start, end_date: end } = q as { start_date?: string; end_date?: string };
  return !start || !end || start <= end;
};
const rangeRule = { message: M.rangeInvalid, path: ['end_date'] };

const formatField = z.preprocess(
  blankAsUndefined,
  z.enum(REPORT_FORMATS, { error: M.formatInvalid }).default('xlsx'),
);

/**
 * A report's filter fields as each call reads them: the filter itself, the screen's paged query and
 * the download's (with its format); each checks the range is in order.
 */
const usageFilters = <S extends z.ZodRawShape>(fields: z.ZodObject<S>) => ({
  filter: fields.refine(ordered, rangeRule),
  query: fields.extend(pagingQuerySchema.omit({ search_query: true }).shape).refine(ordered, rangeRule),
  download: fields.extend({ format: formatField }).refine(ordered, rangeRule),
});

/**
 * The leave usage filter. The report is per leave year (ADR 23: balances are yearly): `year`, or the
 * year of `start_date` when a range is given instead (the range's end only has to follow its start);
 * neither: the company's current year. Empty values mean no filter (spec 2 §5).
 */
const leaveFilterFields = z.object({
  year: optionalYear,
  start_date: optionalDay(M.startDateInvalid),
  end_date: optionalDay(M.endDateInvalid),
  employee_id: id(M.employeeInvalid),
  leave_type_id: id(M.leaveTypeInvalid),
  department_id: id(M.departmentInvalid),
  branch_id: id(M.branchInvalid),
  search_query: z.string().trim().max(200).optional(),
});
const leaveFilters = usageFilters(leaveFilterFields);
export const leaveUsageFilterSchema = leaveFilters.filter;
export type LeaveUsageFilter = z.infer<typeof leaveUsageFilterSchema>;
export const leaveUsageQuerySchema = leaveFilters.query;
export type LeaveUsageQuery = z.infer<typeof leaveUsageQuerySchema>;
export const leaveUsageDownloadSchema = leaveFilters.download;
export type LeaveUsageDownload = z.infer<typeof leaveUsageDownloadSchema>;

export const EXEMPTION_USAGE_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * The exemption usage filter: a date range (default the company's current calendar year), one
 * employee, department or branch, a status (only those exemptions are counted) and a name search
 * (`search` or `search_query`).
 */
const exemptionFilterFields = z.object({
  start_date: optionalDay(M.startDateInvalid),
  end_date: optionalDay(M.endDateInvalid),
  employee_id: id(M.employeeInvalid),
  department_id: id(M.departmentInvalid),
  branch_id: id(M.branchInvalid),
  status: z.preprocess(
    blankAsUndefined,
    z.enum(EXEMPTION_USAGE_STATUSES, { error: M.statusInvalid }).optional(),
  ),
  search: z.string().trim().max(200).optional(),
  search_query: z.string().trim().max(200).optional(),
});
const exemptionFilters = usageFilters(exemptionFilterFields);
export const exemptionUsageFilterSchema = exemptionFilters.filter;
export type ExemptionUsageFilter = z.infer<typeof exemptionUsageFilterSchema>;
export const exemptionUsageQuerySchema = exemptionFilters.query;
export type ExemptionUsageQuery = z.infer<typeof exemptionUsageQuerySchema>;
export const exemptionUsageDownloadSchema = exemptionFilters.download;
export type ExemptionUsageDownload = z.infer<typeof exemptionUsageDownloadSchema>;

/** One employee's use of one leave type in a leave year (ADR 23's balance). */
export const leaveUsageRowSchema = z.object({
  employee_id: rowId,
  employee_name: z.string(),
  department: z.string().nullable(),
  leave_type_id: rowId,
  ...leaveYearUseFields,
});
export type LeaveUsageRow = z.infer<typeof leaveUsageRowSchema>;

/** One employee's exemptions in the range. */
export const exemptionUsageRowSchema = z.object({
  employee_id: rowId,
  employee_name: z.string(),
  department: z.string().nullable(),
  total_requests: rowCount,
  approved: rowCount,
  pending: rowCount,
  rejected: rowCount,
  /** yyyy-MM-dd: the latest exemption date counted. */
  last_exemption_date: z.string().nullable(),
});
export type ExemptionUsageRow = z.infer<typeof exemptionUsageRowSchema>;

/** `{ reports, total }` (spec 2 §7), plus the period the figures are for and the totals row. */
const reportPage = <T extends z.ZodType>(row: T) =>
  z.object({
    reports: z.array(row),
    total: z.number().int(),
    /** yyyy-MM-dd bounds of the period reported on (the leave year, or the exemption range). */
    start_date: z.string(),
    end_date: z.string(),
    /** The sums of the columns that have a total, over the whole report (not only this page). */
    totals: z.record(z.string(), z.number()),
  });
export const leaveUsagePageSchema = reportPage(leaveUsageRowSchema).extend({ year: z.number().int() });
export type LeaveUsagePage = z.infer<typeof leaveUsagePageSchema>;
export const exemptionUsagePageSchema = reportPage(exemptionUsageRowSchema);
export type ExemptionUsagePage = z.infer<typeof exemptionUsagePageSchema>;
