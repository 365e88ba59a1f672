import { sql, type SQL } from 'drizzle-orm';
import { koboText, type MealGroup, type MealLogFilter, type MealRow } from '@clockroom/contracts';
import type { Tx } from '../../platform/db/database.ts';
import { pageBound } from '../../platform/db/paging.ts';
import { expectRow } from '../../platform/db/rows.ts';

/**
 * The meals as the admin and the employee read them (ADR 55): a month's log, its sums and the
 * employee's own month. The branch of a meal is its employee's. Every statement names the company.
 */

export type MonthRange = {
  month: string;
  start: string;
  end: string;
  /** The company's today. */
  today: string;
};

/** The month asked for, or the company's current one, with its first and last day. */
export async function monthRange(tx: Tx, companyId: number, month: string | undefined): Promise<MonthRange> {
  const r = await tx.execute<MonthRange>(sql`
    WITH t AS (SELECT (now() AT TIME ZONE c.timezone)::date AS today FROM companies c WHERE c.id = ${companyId}),
    m AS (SELECT COALESCE(to_date(${month ?? null}::text, 'YYYY-MM'), date_trunc('month', t.today)::date) AS start, t.today FROM t)
    SELECT to_char(m.start, 'YYYY-MM') AS month, to_char(m.start, 'YYYY-MM-DD') AS start,
      to_char((m.start + interval '1 month' - interval '1 day')::date, 'YYYY-MM-DD') AS "end",
      to_char(m.today, 'YYYY-MM-DD') AS today FROM m`);
  return expectRow(r.rows, 'month');
}

type MealSqlRow = {
  id: string | number;
  served_at: string;
  day: string;
  status: 'served' | 'refused';
  refusal_reason: MealRow['refusal_reason'];
  employee_id: string | number | null;
  employee_name: string | null;
  pin: string | null;
  branch: string | null;
  meal_plan: string | null;
  point: string | null;
  price_kobo: string | number;
  employee_share_kobo: string | number;
  company_share_kobo: string | number;
  settled_month: string | null;
};

export const toMealRow = (r: MealSqlRow): MealRow => ({
  id: Number(r.id),
  served_at: new Date(r.served_at).toISOString(),
  day: r.day,
  status: r.status,
  refusal_reason: r.refusal_reason,
  employee_id: r.employee_id === null ? null : Number(r.employee_id),
  employee_name: r.employee_name,
  pin: r.pin,
  branch: r.branch,
  meal_plan: r.meal_plan,
  point: r.point,
  price: koboText(r.price_kobo),
  employee_share: koboText(r.employee_share_kobo),
  company_share: koboText(r.company_share_kobo),
  settled_month: r.settled_month,
});

const mealFrom = sql`
  FROM canteen_meals m
  LEFT JOIN employees e ON e.company_id = m.company_id AND e.id = m.employee_id
  LEFT JOIN branches b ON b.company_id = e.company_id AND b.id = e.branch_id
  LEFT JOIN canteen_meal_plans p ON p.company_id = m.company_id AND p.id = m.meal_plan_id
  LEFT JOIN canteen_points cp ON cp.company_id = m.company_id AND cp.device_id = m.device_id
  LEFT JOIN devices d ON d.company_id = m.company_id AND d.id = m.device_id`;

const mealColumns = sql`m.id, m.served_at::text AS served_at, to_char(m.day, 'YYYY-MM-DD') AS day, m.status,
  m.refusal_reason, m.employee_id, CASE WHEN e.id IS NULL THEN NULL ELSE concat_ws(' ', e.first_name, e.last_name) END
  AS employee_name, COALESCE(e.pin, m.device_pin) AS pin, b.station_name AS branch, p.name AS meal_plan,
  COALESCE(cp.name, d.name) AS point, m.price_kobo, m.employee_share_kobo, m.company_share_kobo,
  to_char(m.settled_month, 'YYYY-MM') AS settled_month`;

function logWhere(companyId: number, range: MonthRange, f: MealLogFilter): SQL {
  const parts = [
    sql`m.company_id = ${companyId}`,
    sql`m.day BETWEEN ${range.start}::date AND ${range.end}::date`,
  ];
  if (f.status) parts.push(sql`m.status = ${f.status}`);
  if (f.meal_plan_id) parts.push(sql`m.meal_plan_id = ${f.meal_plan_id}`);
  if (f.branch_id) parts.push(sql`e.branch_id = ${f.branch_id}`);
  if (f.search_query) {
    const like = `%${f.search_query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(concat_ws(' ', e.first_name, e.last_name) ILIKE ${like} OR COALESCE(e.pin, m.device_pin) ILIKE ${like})`,
    );
  }
  return sql.join(parts, sql` AND `);
}

export async function countLog(
  tx: Tx,
  companyId: number,
  range: MonthRange,
  f: MealLogFilter,
): Promise<number> {
  const r = await tx.execute<{ n: string | number }>(
    sql`SELECT count(*) AS n ${mealFrom} WHERE ${logWhere(companyId, range, f)}`,
  );
  return Number(expectRow(r.rows, 'count').n);
}

/** Newest first. */
export async function readLog(
  tx: Tx,
  companyId: number,
  range: MonthRange,
  f: MealLogFilter,
  page: { limit: number; offset: number },
): Promise<MealRow[]> {
  const r = await tx.execute<MealSqlRow>(sql`SELECT ${mealColumns} ${mealFrom}
    WHERE ${logWhere(companyId, range, f)} ORDER BY m.served_at DESC, m.id DESC
    LIMIT ${pageBound(page.limit)} OFFSET ${pageBound(page.offset)}`);
  return r.rows.map(toMealRow);
}

type SumRow = {
  meals: string | number;
  refused: string | number;
  total: string | number;
  employee_share: string | number;
  company_share: string | number;
};
const sums = sql`count(*) FILTER (WHERE m.status = 'served') AS meals,
  count(*) FILTER (WHERE m.status = 'refused') AS refused, COALESCE(sum(m.price_kobo), 0) AS total,
  COALESCE(sum(m.employee_share_kobo), 0) AS employee_share, COALESCE(sum(m.company_share_kobo), 0) AS company_share`;

export const toTotals = (r: SumRow) => ({
  meals: Number(r.meals),
  refused: Number(r.refused),
  total: koboText(r.total),
  employee_share: koboText(r.employee_share),
  company_share: koboText(r.company_share),
});

export async function totals(tx: Tx, companyId: number, from: string, to: string, employeeId?: number) {
  const r = await tx.execute<SumRow>(sql`SELECT ${sums} FROM canteen_meals m
    WHERE m.company_id = ${companyId} AND m.day BETWEEN ${from}::date AND ${to}::date
      AND (${employeeId ?? null}::bigint IS NULL OR m.employee_id = ${employeeId ?? null})`);
  return toTotals(expectRow(r.rows, 'totals'));
}

/** Served meals of the month by plan or by (the employee's) branch, largest first. */
export async function groups(
  tx: Tx,
  companyId: number,
  range: MonthRange,
  by: 'plan' | 'branch',
): Promise<MealGroup[]> {
  const key = by === 'plan' ? sql`m.meal_plan_id` : sql`e.branch_id`;
  const name = by === 'plan' ? sql`p.name` : sql`b.station_name`;
  const r = await tx.execute<SumRow & { id: string | number | null; name: string | null }>(sql`
    SELECT ${key} AS id, ${name} AS name, ${sums} ${mealFrom}
    WHERE m.company_id = ${companyId} AND m.status = 'served'
      AND m.day BETWEEN ${range.start}::date AND ${range.end}::date
    GROUP BY 1, 2 ORDER BY 3 DESC, 2`);
  return r.rows.map((row) => {
    const { refused: _refused, ...t } = toTotals(row);
    return { id: row.id === null ? null : Number(row.id), name: row.name, ...t };
  });
}

/** Each day of the month up to today (the whole month when it is over), zeros included. */
export async function daily(tx: Tx, companyId: number, range: MonthRange) {
  const last = range.end < range.today ? range.end : range.today;
  const r = await tx.execute<{ day: string; served: string | number; refused: string | number }>(sql`
    SELECT to_char(g.day, 'YYYY-MM-DD') AS day,
      count(m.id) FILTER (WHERE m.status = 'served') AS served,
      count(m.id) FILTER (WHERE m.status = 'refused') AS refused
    FROM generate_series(${range.start}::date, ${last}::date, interval '1 day') AS g(day)
    LEFT JOIN canteen_meals m ON m.company_id = ${companyId} AND m.day = g.day::date
    GROUP BY g.day ORDER BY g.day`);
  return r.rows.map((row) => ({ day: row.day, served: Number(row.served), refused: Number(row.refused) }));
}

/** The employee's meals of the month, newest first (one employee's month is small: no paging). */
export async function mealsOf(
  tx: Tx,
  companyId: number,
  employeeId: number,
  range: MonthRange,
): Promise<MealRow[]> {
  const r = await tx.execute<MealSqlRow>(sql`SELECT ${mealColumns} ${mealFrom}
    WHERE m.company_id = ${companyId} AND m.employee_id = ${employeeId}
      AND m.day BETWEEN ${range.start}::date AND ${range.end}::date
    ORDER BY m.served_at DESC, m.id DESC LIMIT 500`);
  return r.rows.map(toMealRow);
}

export async function planOf(tx: Tx, companyId: number, employeeId: number) {
  const r = await tx.execute<{
    name: string;
    price_kobo: string | number;
    company_share_percent: string;
    meals_per_day: number;
  }>(sql`
    SELECT p.name, p.price_kobo, p.company_share_percent::text AS company_share_percent, p.meals_per_day
    FROM canteen_plan_employees pe
    JOIN canteen_meal_plans p ON p.company_id = pe.company_id AND p.id = pe.meal_plan_id
    WHERE pe.company_id = ${companyId} AND pe.employee_id = ${employeeId} AND p.active`);
  return r.rows[0] ?? null;
}
