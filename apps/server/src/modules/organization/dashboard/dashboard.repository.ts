import { sql } from 'drizzle-orm';
import {
  DASHBOARD_LIST_LIMIT,
  DASHBOARD_UPCOMING_DAYS,
  type OrganizationDashboard,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { expectRow } from '../../../platform/db/rows.ts';

/** A person as the dashboard lists them, from a row `p` joined with its branch `b`. */
const person = (date: string, extra = '') =>
  `json_build_object('id', p.id, 'name', p.first_name || ' ' || p.last_name, 'picture', p.picture,
     'branch', b.station_name, 'date', ${date}${extra})`;

/** Headcount of active employees grouped by one column, named through a company table. */
const slices = (column: string, table: string, nameColumn: string) => `(
  SELECT coalesce(json_agg(json_build_object('id', x.key, 'name', n.${nameColumn}, 'count', x.n)
           ORDER BY x.n DESC, n.${nameColumn} NULLS LAST), '[]'::json)
  FROM (SELECT ${column} AS key, count(*)::int AS n FROM live GROUP BY ${column}) x
  LEFT JOIN ${table} n ON n.company_id = (SELECT company FROM params) AND n.id = x.key)`;

/** The next occurrence (today included) of a yearly date, and the years completed on it. */
const nextOccurrence = (column: string) => `
  p.${column} + make_interval(years => date_part('year', age(t.today, p.${column}))::int
    + CASE WHEN p.${column} + make_interval(years => date_part('year', age(t.today, p.${column}))::int)
      = t.today THEN 0 ELSE 1 END)`;

// scoping: a fragment of organizationDashboard, whose CTEs (live, current) filter by company_id
const upcoming = (column: string, minYears: number) => `(
  SELECT coalesce(json_agg(${person("to_char(x.next, 'YYYY-MM-DD')", ", 'years', x.years")} ORDER BY x.next, p.last_name), '[]'::json)
  FROM (
    SELECT p.id, c.next, c.years
    FROM live p CROSS JOIN today t
    CROSS JOIN LATERAL (SELECT n::date AS next, date_part('year', age(n, p.${column}))::int AS years
                        FROM (SELECT ${nextOccurrence(column)} AS n) o) c
    WHERE p.${column} IS NOT NULL AND p.${column} <= t.today
      AND c.next <= t.today + ${DASHBOARD_UPCOMING_DAYS} AND c.years >= ${minYears}
    ORDER BY c.next, p.id LIMIT ${DASHBOARD_LIST_LIMIT}
  ) x
  JOIN live p ON p.id = x.id
  LEFT JOIN branches b ON b.company_id = p.company_id AND b.id = p.branch_id)`;

/** Movements (joiners, exits) whose day falls in this calendar month. */
// scoping: a fragment of organizationDashboard, whose CTEs (current, everyone) filter by company_id
const movement = (column: string, source: string) => `(
  SELECT json_build_object(
    'count', (SELECT count(*)::int FROM ${source} p, today t
              WHERE date_trunc('month', p.${column}) = date_trunc('month', t.today)),
    'people', (SELECT coalesce(json_agg(${person(`to_char(p.${column}, 'YYYY-MM-DD')`)} ORDER BY p.${column} DESC), '[]'::json)
      FROM (SELECT p.* FROM ${source} p, today t
            WHERE date_trunc('month', p.${column}) = date_trunc('month', t.today)
            ORDER BY p.${column} DESC, p.id LIMIT ${DASHBOARD_LIST_LIMIT}) p
      LEFT JOIN branches b ON b.company_id = p.company_id AND b.id = p.branch_id)))`;

/**
 * The whole organisation dashboard in one statement. "Today" is the company's local day. `branchIds`
 * narrows everything to the branches the user sees (branch-scope.ts); null is every branch. Counts:
 * active = status 1 and not archived.
 */
export async function organizationDashboard(
  tx: Tx,
  companyId: number,
  branchIds: number[] | null,
): Promise<OrganizationDashboard> {
  // One array parameter as a Postgres array literal (the ids are integers).
  const branches = branchIds === null ? null : `{${branchIds.join(',')}}`;
  const query = sql`
    WITH params AS (SELECT ${companyId}::bigint AS company, ${branches}::bigint[] AS branches),
    today AS (
      SELECT (now() AT TIME ZONE coalesce(
        (SELECT timezone FROM companies WHERE id = (SELECT company FROM params)), 'Africa/Lagos'))::date AS today),
    everyone AS (
      SELECT e.* FROM employees e, params
      WHERE e.company_id = params.company AND (params.branches IS NULL OR e.branch_id = any(params.branches))),
    current AS (SELECT * FROM everyone WHERE archived_at IS NULL),
    live AS (SELECT * FROM current WHERE status = 1)
    SELECT
      (SELECT to_char(today, 'YYYY-MM-DD') FROM today) AS today,
      (SELECT json_build_object(
         'active', count(*) FILTER (WHERE archived_at IS NULL AND status = 1),
         'inactive', count(*) FILTER (WHERE archived_at IS NULL AND status <> 1),
         'archived', count(*) FILTER (WHERE archived_at IS NOT NULL)) FROM everyone) AS totals,
      ${sql.raw(slices('branch_id', 'branches', 'station_name'))} AS by_branch,
      ${sql.raw(slices('department_id', 'departments', 'department_name'))} AS by_department,
      ${sql.raw(slices('employee_type_id', 'employee_types', 'type_name'))} AS by_employee_type,
      (SELECT coalesce(json_agg(json_build_object('id', NULL, 'name', g, 'count', n) ORDER BY n DESC, g NULLS LAST), '[]'::json)
         FROM (SELECT nullif(lower(trim(gender)), '') AS g, count(*)::int AS n FROM live GROUP BY 1) x) AS by_gender,
      ${sql.raw(movement('appointment_date', 'current'))} AS new_joiners,
      ${sql.raw(movement('exit_date', 'everyone'))} AS exits,
      ${sql.raw(upcoming('date_of_birth', 0))} AS upcoming_birthdays,
      ${sql.raw(upcoming('appointment_date', 1))} AS upcoming_anniversaries`;
  const result = await tx.execute<Record<string, unknown>>(query);
  const r = expectRow(result.rows, 'the dashboard aggregate');
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const birthdays = parse<OrganizationDashboard['upcoming_birthdays']>(r['upcoming_birthdays']);
  return {
    today: String(r['today']),
    totals: parse(r['totals']),
    headcount: {
      by_branch: parse(r['by_branch']),
      by_department: parse(r['by_department']),
      by_employee_type: parse(r['by_employee_type']),
      by_gender: parse(r['by_gender']),
    },
    new_joiners: parse(r['new_joiners']),
    exits: parse(r['exits']),
    // A birthday's "years" would be an age: not something a dashboard should show.
    upcoming_birthdays: birthdays.map(({ years: _years, ...p }) => p),
    upcoming_anniversaries: parse(r['upcoming_anniversaries']),
  };
}
