import { z } from 'zod';
import { pagingQuerySchema } from '../platform/envelope.ts';
import { REPORT_FORMATS } from '../platform/report.ts';
import { isCalendarDate } from '../platform/dates.ts';

/**
 * The attendance reports (spec 3 §2 "Report tables", §3 "Attendance report request", §7): POST
 * /attendance/reports/{type} (managers) and /attendance/me/reports/{type} (the signed-in employee)
 * with `type`, `date_from`, `date_to`, `exclude_weekend`, `exclude_public_holiday`, answering
 * `{ results, total }`; `.../download/{format}` answers a file name. Row fields are the spec's
 * (spec 1 §3, spec 3 §3). Empty values are 'NA', as the original product sent them (ADR 25).
 */
export const ATTENDANCE_REPORT_MESSAGES = {
  fetched: 'Attendance report retrieved successfully',
  downloaded: 'Report generated successfully',
  /** Spec 3 §5 and §8. */
  selectDateRange: 'Kindly select date range',
  pickDateRange: 'Please pick a date range',
  selectFilters: 'Please select filters to generate attendance report.',
  rangeOrder: 'The start date must not be after the end date',
  rangeTooLong: 'Please pick a date range of at most 366 days',
  formatInvalid: 'The export format must be csv, xlsx or pdf.',
  groupInvalid: 'Group the report by employee or by date',
  employeeInvalid: 'Please select a valid employee',
  departmentInvalid: 'Please select a valid department',
  branchInvalid: 'Please select a valid branch',
  employeeNotFound: 'Employee not found',
  departmentNotFound: 'Department not found',
  branchNotFound: 'Branch not found',
} as const;
const M = ATTENDANCE_REPORT_MESSAGES;

/** Spec 3 §8: any type the product does not compute. */
export const reportTypeNotSupported = (type: string) => `Report Type ${type} not Supported.`;

/**
 * The nine types with a tab (spec 3 §2; ambiguity 39: Log is `logs`, Early In `earlyIn`, Off Day
 * `offday`, Attendance Summary `summary`), which read day facts and punches. The two overtime types
 * (OVERTIME_REPORT_TYPES) read overtime records instead.
 */
export const ATTENDANCE_REPORT_TYPES = [
  'simple',
  'lateness',
  'earlyIn',
  'workforce',
  'absentee',
  'logs',
  'punctuality',
  'summary',
  'offday',
] as const;
export type AttendanceReportType = (typeof ATTENDANCE_REPORT_TYPES)[number];
export const isAttendanceReportType = (t: string): t is AttendanceReportType =>
  (ATTENDANCE_REPORT_TYPES as readonly string[]).includes(t);

/**
 * The two overtime types (spec 3 §2 lists them; ambiguity 39: no tab; ADR 38): their rows are
 * overtime records, one a record (`overtime`) or one an employee's totals (`overtime_summary`).
 */
export const OVERTIME_REPORT_TYPES = ['overtime', 'overtime_summary'] as const;
export type OvertimeReportType = (typeof OVERTIME_REPORT_TYPES)[number];
export const isOvertimeReportType = (t: string): t is OvertimeReportType =>
  (OVERTIME_REPORT_TYPES as readonly string[]).includes(t);
/** Every type POST /attendance/reports/{type} answers. */
export type AnyAttendanceReportType = AttendanceReportType | OvertimeReportType;

/** Types whose rows are days, which can be grouped by employee or by date. */
export const GROUPABLE_REPORT_TYPES = ['workforce', 'lateness', 'earlyIn', 'absentee', 'offday'] as const;
export const ATTENDANCE_REPORT_GROUPS = ['employee', 'date'] as const;
export type AttendanceReportGroup = (typeof ATTENDANCE_REPORT_GROUPS)[number];

/** The longest range one report covers. */
export const ATTENDANCE_REPORT_MAX_DAYS = 366;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const flag = z.preprocess(
  (v) =>
    v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : blank(v),
  z.boolean().default(false),
);
const day = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : blank(v)),
  z.string({ error: M.selectDateRange }).max(10, M.pickDateRange).refine(isCalendarDate, M.pickDateRange),
);
const optionalRowId = (message: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: message })
      .int(message)
      .min(1, message)
      .max(Number.MAX_SAFE_INTEGER, message)
      .optional(),
  );
const daysApart = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export const attendanceReportFilterFields = z.object({
  /** Also in the path; the path's wins. */
  type: z.string().max(60).optional(),
  date_from: day,
  date_to: day,
  exclude_weekend: flag,
  exclude_public_holiday: flag,
  group_by: z.preprocess(blank, z.enum(ATTENDANCE_REPORT_GROUPS, { error: M.groupInvalid }).optional()),
  employee_id: optionalRowId(M.employeeInvalid),
  department_id: optionalRowId(M.departmentInvalid),
  branch_id: optionalRowId(M.branchInvalid),
  search_query: z.string().trim().max(200).optional(),
});

type Ranged = { date_from: string; date_to: string };
const withRangeRules = <T extends z.ZodType<Ranged>>(schema: T) =>
  schema
    .refine((q) => q.date_from <= q.date_to, { message: M.rangeOrder, path: ['date_to'] })
    .refine((q) => daysApart(q.date_from, q.date_to) < ATTENDANCE_REPORT_MAX_DAYS, {
      message: M.rangeTooLong,
      path: ['date_to'],
    });

export const attendanceReportFilterSchema = withRangeRules(attendanceReportFilterFields);
export type AttendanceReportFilter = z.infer<typeof attendanceReportFilterSchema>;

export const attendanceReportBodySchema = withRangeRules(
  attendanceReportFilterFields.extend(pagingQuerySchema.omit({ search_query: true }).shape),
);
export type AttendanceReportBody = z.infer<typeof attendanceReportBodySchema>;

export const attendanceReportParamsSchema = z.object({ type: z.string().max(60) });
export const attendanceReportDownloadParamsSchema = z.object({
  type: z.string().max(60),
  format: z.enum(REPORT_FORMATS, { error: M.formatInvalid }),
});

/** Who a row is about: name and pin always; the optional columns only where the company has them. */
export const reportEmployeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pin: z.string(),
  custom_employee_id: z.string(),
  employee_grade: z.string(),
  employee_type: z.string(),
  employee_category: z.string(),
  mobile_number: z.string(),
  email: z.string(),
  department: z.string(),
  branch: z.string(),
});
export type ReportEmployee = z.infer<typeof reportEmployeeSchema>;

/** One employee-day. Times are the company's local `HH:MM`; durations `HH:MM`; 'NA' when empty. */
export const reportDaySchema = z.object({
  checkdate: z.string(),
  shift_name: z.string(),
  shift_range: z.string(),
  clockin_readable: z.string(),
  clockout_readable: z.string(),
  /** ISO instant of the expected clock-in, or null without a shift. */
  expected_clockin: z.string().nullable(),
  expected_clockin_readable: z.string(),
  gained_time: z.string(),
  lost_time: z.string(),
  expected_work_hours: z.string(),
  hours_worked: z.string(),
  exemption_reason: z.string(),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

/** One punch in the log report. */
export const reportLogSchema = z.object({
  employee_details: reportEmployeeSchema,
  clocktime: z.string(),
  /** Clock In, Clock Out, Break Out, Break In, Overtime In, Overtime Out, or Punch (no state). */
  clocktype: z.string(),
  device_name: z.string(),
  serial_no: z.string(),
  /** dd-MM-yyyy HH:MM:SS, when the server received it. */
  upload_time: z.string(),
});
export type ReportLog = z.infer<typeof reportLogSchema>;

export const reportTotalsSchema = z.object({
  average_clocktime: z.string(),
  num_punctuality: z.number().int(),
  days_clockin_and_out: z.number().int(),
  hours_late: z.string(),
  no_clockin: z.number().int(),
  no_clockout: z.number().int(),
  num_days_absent: z.number().int(),
  num_lateness: z.number().int(),
  hours_worked: z.string(),
  expected_total_hours: z.string(),
});
export type ReportTotals = z.infer<typeof reportTotalsSchema>;

/**
 * The overtime types' fields (ADR 38), beside `employee_details`: `overtime` has one row a record
 * (checkdate to status), `overtime_summary` one row an employee (records to pending_amount_kobo).
 * Minutes are whole minutes, hours "1.50", money whole kobo (the report kit's money kind).
 */
export const reportOvertimeShape = {
  checkdate: z.string(),
  /** HH:mm in the company's timezone. */
  start_time: z.string(),
  end_time: z.string(),
  actual_overtime: z.number().int(),
  overtime_in_hour: z.string(),
  amount_kobo: z.number().int(),
  /** Pending, Approved or Rejected. */
  status: z.string(),
  records: z.number().int(),
  approved_amount_kobo: z.number().int(),
  pending_amount_kobo: z.number().int(),
};

/**
 * One group of a report page: an employee with their days (`employee_details` + `days`), a date
 * with its employees' days or punches (`date` + `employees`), an employee with their totals
 * (`employee_details` + the totals' fields), or an overtime row (`employee_details` + its fields).
 */
export const reportGroupSchema = z.object({
  employee_details: reportEmployeeSchema.optional(),
  days: z.array(reportDaySchema).optional(),
  date: z.string().optional(),
  employees: z
    .array(z.union([reportDaySchema.extend({ employee_details: reportEmployeeSchema }), reportLogSchema]))
    .optional(),
  ...reportTotalsSchema.partial().shape,
  ...z.object(reportOvertimeShape).partial().shape,
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const attendanceReportPageSchema = z.object({
  results: z.array(reportGroupSchema),
  total: z.number().int(),
  type: z.string(),
  group_by: z.enum(ATTENDANCE_REPORT_GROUPS),
  date_from: z.string(),
  date_to: z.string(),
  /** The sums of the columns that have a total, over the whole report (the overtime types). */
  totals: z.record(z.string(), z.number()).optional(),
});
export type AttendanceReportPage = z.infer<typeof attendanceReportPageSchema>;
