import pg from 'pg';
import type { BenchContext } from './types.ts';

/**
 * Work on the bench tenant as the database owner, past RLS: the scenarios write their data set-based
 * (ten weeks of punches in one statement), which the app's own paths would take minutes to do. With
 * `transaction`, all of it or none, so a failed seed leaves no half-written tenant for the next run.
 */
export async function asOwner<T>(
  ctx: BenchContext,
  work: (owner: pg.Client, company: number) => Promise<T>,
  options: { transaction?: boolean } = {},
): Promise<T> {
  const owner = new pg.Client({ connectionString: ctx.data.db.ownerUrl });
  await owner.connect();
  try {
    if (!options.transaction) return await work(owner, ctx.company.id);
    await owner.query('BEGIN');
    try {
      const done = await work(owner, ctx.company.id);
      await owner.query('COMMIT');
      return done;
    } catch (err) {
      await owner.query('ROLLBACK').catch(() => {});
      throw err;
    }
  } finally {
    await owner.end();
  }
}

/** Fresh statistics for the planner after a set-based seed (VACUUM cannot run inside a transaction). */
export function analyse(ctx: BenchContext, tables: string): Promise<unknown> {
  return asOwner(ctx, (owner) => owner.query(`VACUUM ANALYZE ${tables}`));
}

/**
 * A Monday–Friday shift, 08:00–17:00 with a 15-minute grace and an hour's break, given to every
 * current employee from `from` (until `to`, or open-ended).
 */
export async function benchShift(
  owner: pg.Client,
  company: number,
  name: string,
  from: string,
  to: string | null = null,
): Promise<void> {
  const shift = await owner.query<{ id: string }>(
    `INSERT INTO work_shifts (company_id, name, start_time, end_time, grace_minutes, break_minutes)
     VALUES ($1, $2, '08:00', '17:00', 15, 60) RETURNING id`,
    [company, name],
  );
  await owner.query(
    `INSERT INTO shift_assignments (company_id, employee_id, work_shift_id, start_date, end_date)
     SELECT $1, id, $2, $3, $4 FROM employees WHERE company_id = $1 AND archived_at IS NULL`,
    [company, shift.rows[0]?.id, from, to],
  );
}

/**
 * Device punches for every current employee (`s.i` numbers them from 1) on the days `d` from `from`
 * to `to` that pass `days`: `times` lists `(time, keep)` rows, the punches of employee s.i on day d,
 * and a row whose keep is false is not punched.
 */
export async function benchPunches(
  owner: pg.Client,
  company: number,
  range: { from: string; to: string },
  times: string,
  days: string,
): Promise<void> {
  await owner.query(
    `WITH staff AS (
       SELECT id, coalesce(pin, 'B' || id) AS pin, row_number() OVER (ORDER BY id)::int AS i
       FROM employees WHERE company_id = $1 AND archived_at IS NULL)
     INSERT INTO punches (company_id, employee_id, pin, source, punched_at, local_time, status)
     SELECT $1, s.id, s.pin, 'device', (d::date + x.t) AT TIME ZONE 'Africa/Lagos', d::date + x.t, 255
     FROM staff s
     CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d
     CROSS JOIN LATERAL (VALUES ${times}) AS x(t, keep)
     WHERE ${days} AND x.keep`,
    [company, range.from, range.to],
  );
}
