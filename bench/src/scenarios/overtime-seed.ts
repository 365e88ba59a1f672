import pg from 'pg';
import type { Database } from '../../../apps/server/src/platform/db/database.ts';
import { recomputeDays } from '../../../apps/server/src/modules/attendance/engine/day-facts.service.ts';
import type { BenchContext } from './types.ts';

/** The month computed: July 2026, 31 days, before the attendance scenario's weeks and its shift. */
export const MONTH = { from: '2026-07-01', to: '2026-07-31', days: 31 };

/**
 * The overtime scenario's data for the bench tenant: a shift of its own for July (08:00–17:00, break
 * 60, Monday–Friday), a month of punches (in around 08:00, out between 17:00 and 19:29, so about
 * two days in three pass the 30-minute buffer and the 15-minute least overtime; a third of the staff
 * also work Saturday mornings; one absence in 23 days), the worked-example rule (premium
 * 50 %) and a custom ₦220,000 work rate with 23 days in July. The rule and rate are assigned
 * later (assignRule), after the day facts exist, so the overtime compute can be timed on its own.
 */
export async function seedOvertime(ctx: BenchContext): Promise<{ ruleId: number }> {
  const owner = new pg.Client({ connectionString: ctx.data.db.ownerUrl });
  await owner.connect();
  const company = ctx.company.id;
  try {
    await owner.query('BEGIN');
    const shift = await owner.query<{ id: string }>(
      `INSERT INTO work_shifts (company_id, name, start_time, end_time, grace_minutes, break_minutes)
       VALUES ($1, 'Bench overtime day', '08:00', '17:00', 15, 60) RETURNING id`,
      [company],
    );
    await owner.query(
      `INSERT INTO shift_assignments (company_id, employee_id, work_shift_id, start_date, end_date)
       SELECT $1, id, $2, $3, $4 FROM employees WHERE company_id = $1 AND archived_at IS NULL`,
      [company, shift.rows[0]?.id, MONTH.from, MONTH.to],
    );
    await owner.query(
      `WITH staff AS (
         SELECT id, coalesce(pin, 'B' || id) AS pin, row_number() OVER (ORDER BY id)::int AS i
         FROM employees WHERE company_id = $1 AND archived_at IS NULL)
       INSERT INTO punches (company_id, employee_id, pin, source, punched_at, local_time, status)
       SELECT $1, s.id, s.pin, 'device', (d::date + x.t) AT TIME ZONE 'Africa/Lagos', d::date + x.t, 255
       FROM staff s
       CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d
       CROSS JOIN LATERAL (VALUES
         (time '08:00' + ((s.i * 7 + extract(doy FROM d)::int * 13) % 40 - 10) * interval '1 minute', extract(isodow FROM d) < 6),
         (time '17:00' + ((s.i * 11 + extract(doy FROM d)::int * 7) % 150) * interval '1 minute', extract(isodow FROM d) < 6),
         (time '09:00', extract(isodow FROM d) = 6 AND s.i % 3 = 0),
         (time '13:00' + (s.i % 60) * interval '1 minute', extract(isodow FROM d) = 6 AND s.i % 3 = 0)) AS x(t, keep)
       WHERE (s.i + extract(doy FROM d)::int) % 23 <> 0 AND x.keep`,
      [company, MONTH.from, MONTH.to],
    );
    const rule = await owner.query<{ id: string }>(
      `INSERT INTO overtime_rules (company_id, group_name, description, use_work_shift, overtime_start, overtime_end,
         overtime_round_up, apply_overtime_on_work_day, apply_overtime_on_non_work_day, public_holiday, payment_type, amount)
       VALUES ($1, 'Bench overtime', 'Issue 18 worked example', true, 30, 15, 30, true, true, true, 'premium_pay', 50)
       RETURNING id`,
      [company],
    );
    const rate = await owner.query<{ id: string }>(
      `INSERT INTO overtime_work_rates (company_id, group_name, use_custom_charge, custom_charge_kobo)
       VALUES ($1, 'Bench rate', true, 22000000) RETURNING id`,
      [company],
    );
    await owner.query(
      `INSERT INTO overtime_work_rate_months (company_id, work_rate_id, month_id, days) VALUES ($1, $2, 7, 23)`,
      [company, rate.rows[0]?.id],
    );
    await owner.query('COMMIT');
    await owner.query('VACUUM ANALYZE punches, shift_assignments, work_shifts');
    return { ruleId: Number(rule.rows[0]?.id) };
  } catch (err) {
    await owner.query('ROLLBACK');
    throw err;
  } finally {
    await owner.end();
  }
}

/** Every current employee × every day of the month: what the engine hands over after a month's rebuild. */
export async function monthKeys(ctx: BenchContext): Promise<{ employeeId: number; day: string }[]> {
  const owner = new pg.Client({ connectionString: ctx.data.db.ownerUrl });
  await owner.connect();
  try {
    const r = await owner.query<{ id: string }>(
      'SELECT id FROM employees WHERE company_id = $1 AND archived_at IS NULL ORDER BY id',
      [ctx.company.id],
    );
    const days = Array.from({ length: MONTH.days }, (_, i) => `2026-07-${String(i + 1).padStart(2, '0')}`);
    return r.rows.flatMap((row) => days.map((day) => ({ employeeId: Number(row.id), day })));
  } finally {
    await owner.end();
  }
}

/** The month's day facts, computed by the engine (no rule is assigned yet, so no overtime). */
export async function computeFacts(
  db: Database,
  company: number,
  keys: { employeeId: number; day: string }[],
) {
  const t0 = performance.now();
  const n = await db.transaction((tx) => recomputeDays(tx, company, keys), { tenant: company });
  return { days: n, ms: Math.round(performance.now() - t0) };
}

/** Everyone gets the rule and the rate (the assignment the settings screens make). */
export async function assignRule(ctx: BenchContext): Promise<void> {
  const owner = new pg.Client({ connectionString: ctx.data.db.ownerUrl });
  await owner.connect();
  try {
    const company = ctx.company.id;
    await owner.query(
      `INSERT INTO overtime_rule_employees (company_id, employee_id, overtime_rule_id)
       SELECT $1, e.id, r.id FROM employees e JOIN overtime_rules r ON r.company_id = e.company_id AND r.group_name = 'Bench overtime'
       WHERE e.company_id = $1 AND e.archived_at IS NULL`,
      [company],
    );
    await owner.query(
      `INSERT INTO overtime_work_rate_employees (company_id, employee_id, work_rate_id)
       SELECT $1, e.id, w.id FROM employees e JOIN overtime_work_rates w ON w.company_id = e.company_id AND w.group_name = 'Bench rate'
       WHERE e.company_id = $1 AND e.archived_at IS NULL`,
      [company],
    );
    await owner.query(
      'VACUUM ANALYZE attendance_days, overtime_rule_employees, overtime_work_rate_employees',
    );
  } finally {
    await owner.end();
  }
}
