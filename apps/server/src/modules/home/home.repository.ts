import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';

export type Celebrant = {
  id: number;
  employee_name: string;
  first_name: string;
  last_name: string;
  picture: string | null;
  date: string;
  years: number;
};

/** The branches the viewer sees (platform/auth/branch-scope.ts); null: every branch. */
const branchFilter = (branchIds: number[] | null): SQL =>
  branchIds === null ? sql`` : sql` AND e.branch_id = ANY(${`{${branchIds.join(',')}}`}::bigint[])`;
const live = sql`e.archived_at IS NULL AND e.status = 1`;

export { companyToday } from '../../platform/tenancy/company-today.ts';

export async function employeeCounts(tx: Tx, companyId: number, branchIds: number[] | null) {
  const r = await tx.execute<{ total: number; active: number }>(sql`
    SELECT count(*)::int AS total, count(*) FILTER (WHERE e.status = 1)::int AS active
    FROM employees e WHERE e.company_id = ${companyId} AND e.archived_at IS NULL ${branchFilter(branchIds)}`);
  return r.rows[0] ?? { total: 0, active: 0 };
}

/** Upcoming yearly dates (birthdays, work anniversaries) within `days` of today, soonest first. */
export async function upcomingCelebrations(
  tx: Tx,
  companyId: number,
  column: 'date_of_birth' | 'appointment_date',
  today: string,
  days: number,
  branchIds: number[] | null,
): Promise<Celebrant[]> {
  const col = sql.raw(`e.${column}`);
  const r = await tx.execute<Celebrant>(sql`
    WITH next AS (
      SELECT e.id, e.first_name, e.last_name, e.picture, ${col} AS d,
        (${col} + make_interval(years => (extract(year FROM age(${today}::date, ${col}))::int
          + CASE WHEN (${col} + make_interval(years => extract(year FROM age(${today}::date, ${col}))::int))::date < ${today}::date THEN 1 ELSE 0 END)))::date AS next_date
      FROM employees e
      WHERE e.company_id = ${companyId} AND ${live} AND ${col} IS NOT NULL AND ${col} <= ${today}::date ${branchFilter(branchIds)}
    )
    SELECT id::int, first_name, last_name, first_name || ' ' || last_name AS employee_name, picture,
           to_char(next_date, 'YYYY-MM-DD') AS date,
           (extract(year FROM next_date) - extract(year FROM d))::int AS years
    FROM next
    WHERE next_date <= ${today}::date + ${days}::int
    ORDER BY next_date, last_name
    LIMIT 100`);
  return r.rows;
}

/** Joiners (appointment_date) or exits (exit_date) in the current month. */
export async function movementsThisMonth(
  tx: Tx,
  companyId: number,
  column: 'appointment_date' | 'exit_date',
  today: string,
  branchIds: number[] | null,
) {
  const col = sql.raw(`e.${column}`);
  const r = await tx.execute<{
    id: number;
    employee_name: string;
    first_name: string;
    last_name: string;
    picture: string | null;
    date: string;
  }>(sql`
    SELECT e.id::int, e.first_name, e.last_name, e.first_name || ' ' || e.last_name AS employee_name, e.picture,
           to_char(${col}, 'YYYY-MM-DD') AS date
    FROM employees e
    WHERE e.company_id = ${companyId} AND ${col} >= date_trunc('month', ${today}::date) AND ${col} < date_trunc('month', ${today}::date) + interval '1 month'
      ${branchFilter(branchIds)}
    ORDER BY ${col} DESC, e.last_name
    LIMIT 50`);
  return r.rows;
}

/**
 * The next public holiday on or after today (spec 2 home: next_public_holiday {name, readable_date}).
 * Recurring holidays count on their next anniversary.
 */
export async function nextPublicHoliday(
  tx: Tx,
  companyId: number,
  today: string,
): Promise<{ name: string; date: string; readable_date: string } | null> {
  const r = await tx.execute<{ name: string; date: string; readable_date: string }>(sql`
    WITH upcoming AS (
      SELECT h.name,
             CASE WHEN NOT h.recurring THEN h.holiday_date
                  WHEN make_date(extract(year FROM ${today}::date)::int, extract(month FROM h.holiday_date)::int,
                                 least(extract(day FROM h.holiday_date)::int, 28 + (extract(month FROM h.holiday_date)::int <> 2)::int * 3)) >= ${today}::date
                    THEN make_date(extract(year FROM ${today}::date)::int, extract(month FROM h.holiday_date)::int,
                                   least(extract(day FROM h.holiday_date)::int, 28 + (extract(month FROM h.holiday_date)::int <> 2)::int * 3))
                  ELSE make_date(extract(year FROM ${today}::date)::int + 1, extract(month FROM h.holiday_date)::int,
                                 least(extract(day FROM h.holiday_date)::int, 28 + (extract(month FROM h.holiday_date)::int <> 2)::int * 3))
             END AS next_date
      FROM public_holidays h
      WHERE h.company_id = ${companyId}
    )
    SELECT name, to_char(next_date, 'YYYY-MM-DD') AS date,
           trim(to_char(next_date, 'FMDD FMMonth YYYY')) AS readable_date
    FROM upcoming WHERE next_date >= ${today}::date
    ORDER BY next_date, name LIMIT 1`);
  return r.rows[0] ?? null;
}
