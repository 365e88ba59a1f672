import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pageBound } from '../../../platform/db/paging.ts';
import {
  EMPLOYEE_DETAILS,
  EMPLOYEE_JOINS,
  EMPLOYEE_ORDER,
  dateExclusions,
  type Exclusions,
} from './report-sql.repository.ts';

/**
 * The two overtime report types (ADR 38) over overtime_records (`o`) and the employees in scope
 * (`e`, employeeWhere): one row a record, or one an employee's totals. Each page is one statement
 * that also counts every row and sums the columns with a total over the whole report.
 */
export interface OvertimeReportQuery extends Exclusions {
  from: string;
  to: string;
  /** employeeWhere over `e`, checked by the service. */
  employees: SQL;
}

export type OvertimeReportRow = Record<string, unknown> & { id: number | string; name: string };

export interface OvertimeReportPage {
  rows: OvertimeReportRow[];
  total: number;
  totals: Record<string, number>;
}

const recordsIn = (companyId: number, q: OvertimeReportQuery) =>
  sql`o.company_id = ${companyId} AND o.day BETWEEN ${q.from}::date AND ${q.to}::date
    AND ${dateExclusions(companyId, sql`o.day`, q)}`;

const numbers = (row: Record<string, unknown> | undefined, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, Number(row?.[`all_${k}`] ?? 0)]));

/** One row a record, by employee then date; every row's minutes and amount summed beside it. */
export async function overtimeRows(
  tx: Tx,
  companyId: number,
  q: OvertimeReportQuery,
  page: { limit: number; offset: number },
): Promise<OvertimeReportPage> {
  const r = await tx.execute<OvertimeReportRow>(sql`
    WITH tz AS (SELECT c.timezone AS zone FROM companies c WHERE c.id = ${companyId})
    SELECT ${EMPLOYEE_DETAILS}, to_char(o.day, 'YYYY-MM-DD') AS checkdate,
      to_char(o.start_at AT TIME ZONE tz.zone, 'HH24:MI') AS start_time,
      to_char(o.end_at AT TIME ZONE tz.zone, 'HH24:MI') AS end_time,
      o.actual_minutes, o.amount_kobo, o.status,
      count(*) OVER () AS total, sum(o.actual_minutes) OVER () AS all_actual_overtime,
      sum(o.amount_kobo) OVER () AS all_amount_kobo
    FROM overtime_records o
    JOIN employees e ON e.company_id = o.company_id AND e.id = o.employee_id
    ${EMPLOYEE_JOINS}
    CROSS JOIN tz
    WHERE ${recordsIn(companyId, q)} AND ${q.employees}
    ORDER BY ${EMPLOYEE_ORDER}, o.day, o.start_at, o.id
    LIMIT ${pageBound(page.limit)} OFFSET ${pageBound(page.offset)}`);
  return {
    rows: r.rows,
    total: Number(r.rows[0]?.total ?? 0),
    totals: numbers(r.rows[0], ['actual_overtime', 'amount_kobo']),
  };
}

/**
 * One row an employee with overtime in the range: records and minutes that count (pending and
 * approved; a rejected record is no overtime), the approved and the pending amounts.
 */
export async function overtimeSummaryRows(
  tx: Tx,
  companyId: number,
  q: OvertimeReportQuery,
  page: { limit: number; offset: number },
): Promise<OvertimeReportPage> {
  const r = await tx.execute<OvertimeReportRow>(sql`
    WITH s AS (
      SELECT o.employee_id,
        count(*) FILTER (WHERE o.status <> 'rejected') AS records,
        coalesce(sum(o.actual_minutes) FILTER (WHERE o.status <> 'rejected'), 0) AS actual_minutes,
        coalesce(sum(o.amount_kobo) FILTER (WHERE o.status = 'approved'), 0) AS approved_kobo,
        coalesce(sum(o.amount_kobo) FILTER (WHERE o.status = 'pending'), 0) AS pending_kobo
      FROM overtime_records o WHERE ${recordsIn(companyId, q)}
      GROUP BY o.employee_id)
    SELECT ${EMPLOYEE_DETAILS}, s.records, s.actual_minutes, s.approved_kobo, s.pending_kobo,
      count(*) OVER () AS total, sum(s.records) OVER () AS all_records,
      sum(s.actual_minutes) OVER () AS all_actual_overtime,
      sum(s.approved_kobo) OVER () AS all_approved_amount_kobo,
      sum(s.pending_kobo) OVER () AS all_pending_amount_kobo
    FROM s JOIN employees e ON e.company_id = ${companyId} AND e.id = s.employee_id
    ${EMPLOYEE_JOINS}
    WHERE ${q.employees}
    ORDER BY ${EMPLOYEE_ORDER}
    LIMIT ${pageBound(page.limit)} OFFSET ${pageBound(page.offset)}`);
  return {
    rows: r.rows,
    total: Number(r.rows[0]?.total ?? 0),
    totals: numbers(r.rows[0], ['records', 'actual_overtime', 'approved_amount_kobo', 'pending_amount_kobo']),
  };
}
