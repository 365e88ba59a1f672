import {
  ATTENDANCE_REPORT_MESSAGES as M,
  minutesToHours,
  type ReportGroup,
  type OvertimeReportType,
} from '@clockroom/contracts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { employeeWhere } from '../../../platform/db/employee-scope.ts';
import { reportPeople } from '../../../platform/exports/report-people.ts';
import type { AttendanceReportFilter } from '@clockroom/contracts';
import * as repo from './overtime-report.repository.ts';
import { employeeOf } from './report-rows.ts';
import { drainDirty } from '../engine/day-facts.service.ts';

/**
 * The overtime report types (spec 3 §2; ADR 38): `overtime`, one row a record (date, start, end,
 * minutes, hours, amount, status), and `overtime_summary`, one row an employee with their records,
 * minutes, hours and the approved and pending amounts. They read the overtime records, not the day
 * facts, so they need no recompute first; who they cover is the attendance reports' (reportPeople).
 */
export type OvertimeReportRequest = AttendanceReportFilter & { mine: boolean };

const STATUS_WORDS: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The range and the people in scope, checked. */
export async function overtimeReportQuery(
  ctx: ActingContext,
  f: OvertimeReportRequest,
): Promise<repo.OvertimeReportQuery> {
  const scope = await reportPeople(ctx, f, { module: 'attendance', search: f.search_query, messages: M });
  // Overtime records are made when a day's facts are computed: first compute the days punches and
  // changes have queued, or a punch pushed a moment ago is missing until the queue's next pass. Days
  // never computed have no overtime to show, so unlike the other reports (ADR 25) none is computed.
  await drainDirty(ctx.tx, ctx.companyId);
  return {
    from: f.date_from,
    to: f.date_to,
    exclude_weekend: f.exclude_weekend,
    exclude_public_holiday: f.exclude_public_holiday,
    employees: employeeWhere(ctx.companyId, scope),
  };
}

/** A row's own fields as the API answers them: minutes, hours "1.50", kobo, the status word. */
function fieldsOf(type: OvertimeReportType, r: repo.OvertimeReportRow): Record<string, unknown> {
  const minutes = Number(r.actual_minutes ?? 0);
  if (type === 'overtime') {
    return {
      checkdate: r.checkdate,
      start_time: r.start_time,
      end_time: r.end_time,
      actual_overtime: minutes,
      overtime_in_hour: minutesToHours(minutes),
      amount_kobo: Number(r.amount_kobo ?? 0),
      status: STATUS_WORDS[String(r.status)] ?? String(r.status),
    };
  }
  return {
    records: Number(r.records ?? 0),
    actual_overtime: minutes,
    overtime_in_hour: minutesToHours(minutes),
    approved_amount_kobo: Number(r.approved_kobo ?? 0),
    pending_amount_kobo: Number(r.pending_kobo ?? 0),
  };
}

/** One page of the type's rows, with the count and the column totals of the whole report. */
export async function overtimeReportPage(
  ctx: ActingContext,
  type: OvertimeReportType,
  q: repo.OvertimeReportQuery,
  page: { limit: number; offset: number },
): Promise<repo.OvertimeReportPage> {
  const read = type === 'overtime' ? repo.overtimeRows : repo.overtimeSummaryRows;
  const found = await read(ctx.tx, ctx.companyId, q, page);
  // A page past the end has no row to carry the count and totals: read them from the first row.
  if (found.rows.length === 0 && page.offset > 0) {
    const first = await read(ctx.tx, ctx.companyId, q, { limit: 1, offset: 0 });
    return { rows: [], total: first.total, totals: first.totals };
  }
  return found;
}

/** The data call's groups: each row is `employee_details` beside its fields (ReportGroup). */
export async function overtimeReportGroups(
  ctx: ActingContext,
  type: OvertimeReportType,
  f: OvertimeReportRequest,
  page: { limit: number; offset: number },
): Promise<{ total: number; totals: Record<string, number>; results: ReportGroup[] }> {
  const found = await overtimeReportPage(ctx, type, await overtimeReportQuery(ctx, f), page);
  return {
    total: found.total,
    totals: found.totals,
    results: found.rows.map((r) => ({ employee_details: employeeOf(r), ...fieldsOf(type, r) })),
  };
}

/** The file's rows: who (flat) then the type's fields. */
export async function overtimeFileRows(
  ctx: ActingContext,
  type: OvertimeReportType,
  q: repo.OvertimeReportQuery,
  page: { limit: number; offset: number },
): Promise<Record<string, unknown>[]> {
  const found = await overtimeReportPage(ctx, type, q, page);
  return found.rows.map((r) => ({ ...employeeOf(r), ...fieldsOf(type, r) }));
}
