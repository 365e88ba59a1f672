import { sql, type SQL } from 'drizzle-orm';
import type { AttendanceReportType } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { pageBound } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { ABSENT } from '../engine/absent.repository.ts';
import {
  DAY_FIELDS,
  EMPLOYEE_DETAILS,
  EMPLOYEE_JOINS,
  EMPLOYEE_ORDER,
  companyZone,
  dateExclusions,
  dayCondition,
  dayExclusions,
  type Exclusions,
} from './report-sql.repository.ts';

/** One report's question, its scope already checked by the service (employeeWhere over `e`). */
export interface ReportQuery extends Exclusions {
  type: AttendanceReportType;
  from: string;
  to: string;
  employees: SQL;
  limit: number;
  offset: number;
}

export type DetailsRow = Record<string, unknown> & { id: number | string; name: string };
export type DayRow = Record<string, unknown> & {
  checkdate: string;
  gained_minutes: number;
  late_minutes: number;
  is_late: boolean;
  expected_minutes: number;
  worked_minutes: number;
  has_shift: boolean;
  has_clock_out: boolean;
};

/** The days a report shows, whoever they belong to (`d`). */
function daysOnly(companyId: number, q: ReportQuery): SQL {
  return sql`d.company_id = ${companyId} AND d.day BETWEEN ${q.from}::date AND ${q.to}::date
    AND ${dayCondition(q.type)} AND ${dayExclusions(q)}`;
}

/** The days a report shows, for employees in scope (`d` joined to `e`). */
function daysWhere(companyId: number, q: ReportQuery): SQL {
  return sql`${daysOnly(companyId, q)} AND ${q.employees}`;
}

const page = (q: ReportQuery) => sql`LIMIT ${pageBound(q.limit)} OFFSET ${pageBound(q.offset)}`;

/** A page of the employees who have at least one day to show, in name order, with the count of all. */
export async function employeesWithDays(
  tx: Tx,
  companyId: number,
  q: ReportQuery,
): Promise<{ total: number; employees: DetailsRow[] }> {
  // One probe of the (company, employee, day) key per employee, stopping at the first day found:
  // far cheaper than collecting every matching day of the range to find who has one.
  const r = await tx.execute<DetailsRow & { total: number }>(sql`
    SELECT count(*) OVER ()::int AS total, ${EMPLOYEE_DETAILS}
    FROM employees e ${EMPLOYEE_JOINS}
    WHERE ${q.employees} AND EXISTS (
      SELECT 1 FROM attendance_days d
      WHERE d.employee_id = e.id AND ${daysOnly(companyId, q)})
    ORDER BY ${EMPLOYEE_ORDER} ${page(q)}`);
  return { total: Number(r.rows[0]?.total ?? 0), employees: r.rows };
}

/** The days to show of some employees, by employee then date. */
export async function daysOfEmployees(
  tx: Tx,
  companyId: number,
  q: ReportQuery,
  employeeIds: readonly number[],
): Promise<(DayRow & { employee_id: number | string })[]> {
  if (employeeIds.length === 0) return [];
  const r = await tx.execute<DayRow & { employee_id: number | string }>(sql`
    SELECT d.employee_id, ${DAY_FIELDS}
    FROM attendance_days d JOIN employees e ON e.company_id = d.company_id AND e.id = d.employee_id,
      ${companyZone(companyId)}
    WHERE ${daysWhere(companyId, q)} AND d.employee_id = ANY(${pgArray(employeeIds)}::bigint[])
    ORDER BY d.employee_id, d.day`);
  return r.rows;
}

/** A page of the dates that have at least one day to show, in date order. */
export async function datesWithDays(
  tx: Tx,
  companyId: number,
  q: ReportQuery,
): Promise<{ total: number; dates: string[] }> {
  // Each date of the range asks whether any day of it shows: one index probe per date.
  const r = await tx.execute<{ total: number; date: string }>(sql`
    SELECT count(*) OVER ()::int AS total, to_char(g.day, 'YYYY-MM-DD') AS date
    FROM generate_series(${q.from}::date, ${q.to}::date, interval '1 day') AS g(day)
    WHERE EXISTS (
      SELECT 1 FROM attendance_days d JOIN employees e ON e.company_id = d.company_id AND e.id = d.employee_id
      WHERE d.day = g.day::date AND ${daysWhere(companyId, q)})
    ORDER BY g.day ${page(q)}`);
  return { total: Number(r.rows[0]?.total ?? 0), dates: r.rows.map((row) => row.date) };
}

/**
 * Employee-days to show with the employee's details: on some dates (a page of date groups), or a
 * page of all of them (a file), by date then name or by name then date.
 */
export async function dayRowsWithDetails(
  tx: Tx,
  companyId: number,
  q: ReportQuery,
  opts: { dates?: readonly string[]; order: 'date' | 'employee'; rows?: { limit: number; offset: number } },
): Promise<(DayRow & DetailsRow)[]> {
  if (opts.dates?.length === 0) return [];
  const onDates = opts.dates ? sql`AND d.day = ANY(${pgArray(opts.dates)}::date[])` : sql``;
  const order = opts.order === 'date' ? sql`d.day, ${EMPLOYEE_ORDER}` : sql`${EMPLOYEE_ORDER}, d.day`;
  const rows = opts.rows
    ? sql`LIMIT ${pageBound(opts.rows.limit)} OFFSET ${pageBound(opts.rows.offset)}`
    : sql``;
  const r = await tx.execute<DayRow & DetailsRow>(sql`
    SELECT ${EMPLOYEE_DETAILS}, ${DAY_FIELDS}
    FROM attendance_days d JOIN employees e ON e.company_id = d.company_id AND e.id = d.employee_id
      ${EMPLOYEE_JOINS}, ${companyZone(companyId)}
    WHERE ${daysWhere(companyId, q)} ${onDates}
    ORDER BY ${order} ${rows}`);
  return r.rows;
}

/** How many employee-days a report shows (a file's length). */
export async function countDays(tx: Tx, companyId: number, q: ReportQuery): Promise<number> {
  const r = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM attendance_days d
    JOIN employees e ON e.company_id = d.company_id AND e.id = d.employee_id
    WHERE ${daysWhere(companyId, q)}`);
  return Number(r.rows[0]?.n ?? 0);
}

export type TotalsRow = DetailsRow & {
  total: number;
  average_minutes: number | null;
  num_punctuality: number;
  days_clockin_and_out: number;
  late_minutes: number;
  no_clockin: number;
  no_clockout: number;
  num_days_absent: number;
  num_lateness: number;
  worked_minutes: number;
  expected_minutes: number;
};

/** Per employee, the summary and punctuality figures over the range (employees with a day to count). */
export async function employeeTotals(
  tx: Tx,
  companyId: number,
  q: ReportQuery,
): Promise<{ total: number; rows: TotalsRow[] }> {
  const r = await tx.execute<TotalsRow>(sql`
    WITH t AS (
      SELECT d.employee_id,
        avg(extract(epoch FROM (d.clock_in AT TIME ZONE tz.zone)::time) / 60)
          FILTER (WHERE d.is_work_day AND d.clock_in IS NOT NULL) AS average_minutes,
        count(*) FILTER (WHERE d.is_work_day AND d.clock_in IS NOT NULL AND NOT d.is_late)::int AS num_punctuality,
        count(*) FILTER (WHERE d.clock_in IS NOT NULL AND d.clock_out IS NOT NULL)::int AS days_clockin_and_out,
        coalesce(sum(d.late_minutes) FILTER (WHERE d.is_late), 0)::int AS late_minutes,
        count(*) FILTER (WHERE d.punch_count > 0 AND d.clock_in IS NULL)::int AS no_clockin,
        count(*) FILTER (WHERE d.clock_in IS NOT NULL AND d.clock_out IS NULL
          AND (d.window_end IS NULL OR d.window_end <= now()))::int AS no_clockout,
        count(*) FILTER (WHERE ${ABSENT})::int AS num_days_absent,
        count(*) FILTER (WHERE d.is_late)::int AS num_lateness,
        coalesce(sum(d.worked_minutes), 0)::int AS worked_minutes,
        coalesce(sum(d.expected_minutes) FILTER (WHERE d.is_work_day), 0)::int AS expected_minutes
      FROM attendance_days d JOIN employees e ON e.company_id = d.company_id AND e.id = d.employee_id,
        ${companyZone(companyId)}
      WHERE ${daysWhere(companyId, q)}
      GROUP BY d.employee_id)
    SELECT count(*) OVER ()::int AS total, ${EMPLOYEE_DETAILS}, t.*
    FROM t JOIN employees e ON e.company_id = ${companyId} AND e.id = t.employee_id ${EMPLOYEE_JOINS}
    ORDER BY ${EMPLOYEE_ORDER} ${page(q)}`);
  return { total: Number(r.rows[0]?.total ?? 0), rows: r.rows };
}

/** The local date of a punch. */
const punchDate = sql`(p.punched_at AT TIME ZONE tz.zone)::date`;

function punchesWhere(companyId: number, q: ReportQuery): SQL {
  return sql`p.company_id = ${companyId} AND ${punchDate} BETWEEN ${q.from}::date AND ${q.to}::date
    AND ${dateExclusions(companyId, punchDate, q)} AND ${q.employees}`;
}

/** A page of the dates with punches (the log report is by date). */
export async function datesWithPunches(
  tx: Tx,
  companyId: number,
  q: ReportQuery,
): Promise<{ total: number; dates: string[] }> {
  const r = await tx.execute<{ total: number; date: string }>(sql`
    SELECT count(*) OVER ()::int AS total, to_char(x.day, 'YYYY-MM-DD') AS date FROM (
      SELECT DISTINCT ${punchDate} AS day
      FROM punches p JOIN employees e ON e.company_id = p.company_id AND e.id = p.employee_id,
        ${companyZone(companyId)}
      WHERE ${punchesWhere(companyId, q)}) AS x
    ORDER BY x.day ${page(q)}`);
  return { total: Number(r.rows[0]?.total ?? 0), dates: r.rows.map((row) => row.date) };
}

export type LogRow = DetailsRow & {
  date: string;
  clocktime: string;
  status: number;
  source: string;
  device_name: string;
  serial_no: string;
  upload_time: string;
};

/** Punches with the employee's details: on some dates (a page of date groups) or a page of all. */
export async function punchRows(
  tx: Tx,
  companyId: number,
  q: ReportQuery,
  opts: { dates?: readonly string[]; rows?: { limit: number; offset: number } },
): Promise<LogRow[]> {
  if (opts.dates?.length === 0) return [];
  const onDates = opts.dates ? sql`AND ${punchDate} = ANY(${pgArray(opts.dates)}::date[])` : sql``;
  const rows = opts.rows
    ? sql`LIMIT ${pageBound(opts.rows.limit)} OFFSET ${pageBound(opts.rows.offset)}`
    : sql``;
  const r = await tx.execute<LogRow>(sql`
    SELECT to_char(${punchDate}, 'YYYY-MM-DD') AS date, ${EMPLOYEE_DETAILS},
      to_char(p.punched_at AT TIME ZONE tz.zone, 'HH24:MI:SS') AS clocktime, p.status, p.source,
      coalesce(dv.name, 'NA') AS device_name, coalesce(dv.serial_number, 'NA') AS serial_no,
      to_char(p.received_at AT TIME ZONE tz.zone, 'DD-MM-YYYY HH24:MI:SS') AS upload_time
    FROM punches p JOIN employees e ON e.company_id = p.company_id AND e.id = p.employee_id
      ${EMPLOYEE_JOINS}
      LEFT JOIN devices dv ON dv.company_id = p.company_id AND dv.id = p.device_id,
      ${companyZone(companyId)}
    WHERE ${punchesWhere(companyId, q)} ${onDates}
    ORDER BY ${punchDate}, p.punched_at, ${EMPLOYEE_ORDER}, p.id ${rows}`);
  return r.rows;
}

/** How many punches the log report shows. */
export async function countPunches(tx: Tx, companyId: number, q: ReportQuery): Promise<number> {
  const r = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n
    FROM punches p JOIN employees e ON e.company_id = p.company_id AND e.id = p.employee_id,
      ${companyZone(companyId)}
    WHERE ${punchesWhere(companyId, q)}`);
  return Number(r.rows[0]?.n ?? 0);
}
