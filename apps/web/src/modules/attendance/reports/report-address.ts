/**
 * The report view's address (ADR 3 #16: reloadable and shareable): the type (the generate tab),
 * the range, the two exclusions, the grouping, who it covers, the search and the page. Free of
 * imports on purpose: the route registry loads with /login, so contracts and zod stay out of it.
 * Anything malformed is dropped; the view sends the user to generate when the type or range is gone.
 */
export interface AttendanceReportSearch {
  type?: string;
  date_from?: string;
  date_to?: string;
  exclude_weekend?: boolean;
  exclude_public_holiday?: boolean;
  group_by?: 'employee' | 'date';
  employee_id?: number;
  department_id?: number;
  branch_id?: number;
  search_query?: string;
  page?: number;
  perPage?: number;
}

/** The nine tabs (spec 3 §2), in tab order; contracts' ATTENDANCE_REPORT_TYPES, kept here import-free. */
export const REPORT_TYPES = [
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
export type ReportTypeName = (typeof REPORT_TYPES)[number];
/** Types whose rows are days, which may be grouped by employee or by date. */
export const GROUPABLE_TYPES: readonly string[] = ['workforce', 'lateness', 'earlyIn', 'absentee', 'offday'];

const PAGE_SIZES = [10, 20, 30, 40]; // 5 is the default and stays out of the address
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const positive = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};
const isOn = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;
/** A real calendar day: 2026-02-30 is refused here, not by the server. */
const calendarDay = (v: unknown): string | undefined => {
  if (typeof v !== 'string' || !DAY.test(v)) return undefined;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v ? v : undefined;
};

export function parseAttendanceReportSearch(raw: Record<string, unknown>): AttendanceReportSearch {
  const out: AttendanceReportSearch = {};
  const type = raw['type'];
  if (typeof type === 'string' && (REPORT_TYPES as readonly string[]).includes(type)) out.type = type;
  const from = calendarDay(raw['date_from']);
  const to = calendarDay(raw['date_to']);
  if (from) out.date_from = from;
  if (to) out.date_to = to;
  if (isOn(raw['exclude_weekend'])) out.exclude_weekend = true;
  if (isOn(raw['exclude_public_holiday'])) out.exclude_public_holiday = true;
  const group = raw['group_by'];
  if ((group === 'employee' || group === 'date') && out.type && GROUPABLE_TYPES.includes(out.type))
    out.group_by = group;
  for (const key of ['employee_id', 'department_id', 'branch_id'] as const) {
    const v = positive(raw[key]);
    if (v) out[key] = v;
  }
  const search = raw['search_query'];
  if ((typeof search === 'string' && search.trim()) || typeof search === 'number')
    out.search_query = String(search).trim().slice(0, 200);
  const page = positive(raw['page']);
  if (page && page !== 1) out.page = page;
  const perPage = positive(raw['perPage']);
  if (perPage && PAGE_SIZES.includes(perPage)) out.perPage = perPage;
  return out;
}

/** What the report calls take: the address without its paging, or null when it names no report. */
export interface AttendanceReportRequest {
  type: ReportTypeName;
  date_from: string;
  date_to: string;
  exclude_weekend: boolean;
  exclude_public_holiday: boolean;
  group_by?: 'employee' | 'date';
  employee_id?: number;
  department_id?: number;
  branch_id?: number;
  search_query?: string;
}

export function reportRequest(s: AttendanceReportSearch, mine: boolean): AttendanceReportRequest | null {
  if (!s.type || !s.date_from || !s.date_to || s.date_from > s.date_to) return null;
  const out: AttendanceReportRequest = {
    type: s.type as ReportTypeName,
    date_from: s.date_from,
    date_to: s.date_to,
    exclude_weekend: s.exclude_weekend ?? false,
    exclude_public_holiday: s.exclude_public_holiday ?? false,
  };
  if (s.group_by) out.group_by = s.group_by;
  // Self-service reports are the employee's own days: the server ignores whom else they name.
  if (!mine) {
    for (const key of ['employee_id', 'department_id', 'branch_id', 'search_query'] as const) {
      const v = s[key];
      if (v !== undefined) (out as unknown as Record<string, unknown>)[key] = v;
    }
  }
  return out;
}

/** The report screens of an area (spec 3 §2: admin reports generate and all; ESS generate and report). */
export const attendanceReportPaths = (area: 'admin' | 'ess') =>
  area === 'admin'
    ? { generate: '/admin/attendance/reports/generate', view: '/admin/attendance/reports/all' }
    : { generate: '/ess/attendance/reports/generate', view: '/ess/attendance/reports/report' };
