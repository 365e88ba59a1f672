import {
  ATTENDANCE_REPORT_MESSAGES as M,
  GROUPABLE_REPORT_TYPES,
  isAttendanceReportType,
  isOvertimeReportType,
  reportTypeNotSupported,
  type AnyAttendanceReportType,
  toPaging,
  type AttendanceReportBody,
  type AttendanceReportFilter,
  type AttendanceReportGroup,
  type AttendanceReportPage,
  type AttendanceReportType,
  type ReportGroup,
} from '@clockroom/contracts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { invalidField } from '../../../platform/http/errors.ts';
import { employeeWhere } from '../../../platform/db/employee-scope.ts';
import { reportPeople } from '../../../platform/exports/report-people.ts';
import { ensureFacts } from '../engine/day-facts.service.ts';
import * as repo from './attendance-reports.repository.ts';
import { dayOf, employeeOf, logOf, totalsOf } from './report-rows.ts';
import { overtimeReportGroups } from './overtime-report.ts';

/**
 * The attendance reports (spec 3 §2, §3, §7; ADR 25). `mine`: the self-service calls
 * (/attendance/me/reports/...), the signed-in employee only whatever the filter names; set by the
 * route, never read from the body.
 */
export type ReportRequest = AttendanceReportFilter & { mine: boolean };

/** The type in the path, checked: anything else is the spec's 'Report Type {type} not Supported.'. */
export function reportType(type: string): AnyAttendanceReportType {
  if (!isAttendanceReportType(type) && !isOvertimeReportType(type))
    throw invalidField('type', reportTypeNotSupported(type));
  return type;
}

/** How a type's rows are grouped: by date for Simple and Log, by employee for the totals. */
export function groupOf(
  type: AttendanceReportType,
  asked: AttendanceReportGroup | undefined,
): AttendanceReportGroup {
  if (type === 'simple' || type === 'logs') return 'date';
  if ((GROUPABLE_REPORT_TYPES as readonly string[]).includes(type)) return asked ?? 'employee';
  return 'employee';
}

const scopeOf = (ctx: ActingContext, f: ReportRequest) =>
  reportPeople(ctx, f, { module: 'attendance', search: f.search_query, messages: M });

/**
 * The report's question with its scope checked, after making the range's facts current (dates
 * never computed, then queued changes); the log report reads punches, which need neither.
 */
export async function reportQuery(
  ctx: ActingContext,
  type: AttendanceReportType,
  f: ReportRequest,
  paging: { limit: number; offset: number } = { limit: 0, offset: 0 },
): Promise<repo.ReportQuery> {
  const scope = await scopeOf(ctx, f);
  if (type !== 'logs') {
    await ensureFacts(ctx.tx, ctx.companyId, f.date_from, f.date_to, f.mine ? scope.employeeId : undefined);
  }
  return {
    type,
    from: f.date_from,
    to: f.date_to,
    exclude_weekend: f.exclude_weekend,
    exclude_public_holiday: f.exclude_public_holiday,
    employees: employeeWhere(ctx.companyId, scope),
    ...paging,
  };
}

/** One page of groups, each as the tables show it. */
export async function reportGroups(
  ctx: ActingContext,
  type: AttendanceReportType,
  f: ReportRequest,
  paging: { limit: number; offset: number },
): Promise<{ total: number; group: AttendanceReportGroup; results: ReportGroup[] }> {
  const companyId = ctx.companyId;
  const group = groupOf(type, f.group_by);
  const q = await reportQuery(ctx, type, f, paging);
  if (type === 'logs') {
    const { total, dates } = await repo.datesWithPunches(ctx.tx, companyId, q);
    const rows = await repo.punchRows(ctx.tx, companyId, q, { dates });
    return {
      total,
      group,
      results: dates.map((date) => ({ date, employees: rows.filter((r) => r.date === date).map(logOf) })),
    };
  }
  if (type === 'summary' || type === 'punctuality') {
    const { total, rows } = await repo.employeeTotals(ctx.tx, companyId, q);
    return { total, group, results: rows.map((r) => ({ employee_details: employeeOf(r), ...totalsOf(r) })) };
  }
  if (group === 'date') {
    const { total, dates } = await repo.datesWithDays(ctx.tx, companyId, q);
    const rows = await repo.dayRowsWithDetails(ctx.tx, companyId, q, { dates, order: 'date' });
    return {
      total,
      group,
      results: dates.map((date) => ({
        date,
        employees: rows
          .filter((r) => r.checkdate === date)
          .map((r) => ({ employee_details: employeeOf(r), ...dayOf(r) })),
      })),
    };
  }
  const { total, employees } = await repo.employeesWithDays(ctx.tx, companyId, q);
  const ids = employees.map((e) => Number(e.id));
  const days = await repo.daysOfEmployees(ctx.tx, companyId, q, ids);
  return {
    total,
    group,
    results: employees.map((e) => ({
      employee_details: employeeOf(e),
      days: days.filter((d) => Number(d.employee_id) === Number(e.id)).map(dayOf),
    })),
  };
}

/** POST /attendance/reports/{type} and /attendance/me/reports/{type}. */
export async function attendanceReport(
  ctx: ActingContext,
  pathType: string,
  body: AttendanceReportBody,
  mine: boolean,
): Promise<AttendanceReportPage> {
  const type = reportType(pathType);
  const paging = toPaging({ ...body, search_query: undefined });
  const request = { ...body, mine };
  const window = { limit: paging.perPage, offset: paging.offset };
  // An overtime type's rows are overtime records (ADR 38): one table, one row a record or an employee.
  const page: Awaited<ReturnType<typeof reportGroups>> & { totals?: Record<string, number> } =
    isOvertimeReportType(type)
      ? { group: 'employee', ...(await overtimeReportGroups(ctx, type, request, window)) }
      : await reportGroups(ctx, type, request, window);
  return {
    results: page.results,
    total: page.total,
    type,
    group_by: page.group,
    date_from: body.date_from,
    date_to: body.date_to,
    ...(page.totals === undefined ? {} : { totals: page.totals }),
  };
}
