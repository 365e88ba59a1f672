import { ATTENDANCE_REPORT_TYPES, GROUPABLE_REPORT_TYPES, OVERTIME_REPORT_TYPES } from '@clockroom/contracts';
import {
  calendarDay,
  isOn,
  pagingOf,
  pick,
  positiveInt,
  textOf,
  type ReportPaging,
} from '../../../platform/reports/report-search.ts';

/**
 * The report view's address (ADR 3 #16: reloadable and shareable): the type (the generate tab),
 * the range, the two exclusions, the grouping, who it covers, the search and the page, read with the
 * report kit's helpers. Anything malformed is dropped; the view sends the user to generate when the
 * type or range is gone.
 */
export interface AttendanceReportSearch extends ReportPaging {
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
}

/**
 * The tabs, in tab order: the spec's nine (spec 3 §2), then its two overtime types, which have no tab
 * in the spec (ambiguity 39; ADR 38).
 */
export const REPORT_TYPES = [...ATTENDANCE_REPORT_TYPES, ...OVERTIME_REPORT_TYPES] as const;
export type ReportTypeName = (typeof REPORT_TYPES)[number];
/** Types whose rows are days, which may be grouped by employee or by date. */
export const GROUPABLE_TYPES: readonly string[] = GROUPABLE_REPORT_TYPES;

export function parseAttendanceReportSearch(raw: Record<string, unknown>): AttendanceReportSearch {
  const out: AttendanceReportSearch = {};
  const type = raw['type'];
  if (typeof type === 'string' && (REPORT_TYPES as readonly string[]).includes(type)) out.type = type;
  Object.assign(out, pick(raw, ['date_from', 'date_to'], calendarDay));
  if (isOn(raw['exclude_weekend'])) out.exclude_weekend = true;
  if (isOn(raw['exclude_public_holiday'])) out.exclude_public_holiday = true;
  const group = raw['group_by'];
  if ((group === 'employee' || group === 'date') && out.type && GROUPABLE_TYPES.includes(out.type))
    out.group_by = group;
  Object.assign(out, pick(raw, ['employee_id', 'department_id', 'branch_id'], positiveInt));
  const search = textOf(raw['search_query']);
  if (search) out.search_query = search;
  return { ...out, ...pagingOf(raw) };
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
