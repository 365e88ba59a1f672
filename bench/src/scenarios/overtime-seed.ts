import type { Database } from '../../../apps/server/src/platform/db/database.ts';
import { recomputeDays } from '../../../apps/server/src/modules/attendance/engine/day-facts.service.ts';
import { analyse, asOwner, benchPunches, benchShift } from './as-owner.ts';
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
  const ruleId = await asOwner(
    ctx,
    async (owner, company) => {
      await benchShift(owner, company, 'Bench overtime day', MONTH.from, MONTH.to);
      await benchPunches(
        owner,
        company,
        MONTH,
        `(time '08:00' + ((s.i * 7 + extract(doy FROM d)::int * 13) % 40 - 10) * interval '1 minute', extract(isodow FROM d) < 6),
         (time '17:00' + ((s.i * 11 + extract(doy FROM d)::int * 7) % 150) * interval '1 minute', extract(isodow FROM d) < 6),
         (time '09:00', extract(isodow FROM d) = 6 AND s.i % 3 = 0),
         (time '13:00' + (s.i % 60) * interval '1 minute', extract(isodow FROM d) = 6 AND s.i % 3 = 0)`,
        '(s.i + extract(doy FROM d)::int) % 23 <> 0',
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
      return Number(rule.rows[0]?.id);
    },
    { transaction: true },
  );
  await analyse(ctx, 'punches, shift_assignments, work_shifts');
  return { ruleId };
}

/** Every current employee × every day of the month: what the engine hands over after a month's rebuild. */
export async function monthKeys(ctx: BenchContext): Promise<{ employeeId: number; day: string }[]> {
  const r = await asOwner(ctx, (owner, company) =>
    owner.query<{ id: string }>(
      'SELECT id FROM employees WHERE company_id = $1 AND archived_at IS NULL ORDER BY id',
      [company],
    ),
  );
  const days = Array.from({ length: MONTH.days }, (_, i) => `2026-07-${String(i + 1).padStart(2, '0')}`);
  return r.rows.flatMap((row) => days.map((day) => ({ employeeId: Number(row.id), day })));
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
  await asOwner(ctx, async (owner, company) => {
    for (const [link, column, source, group] of [
      ['overtime_rule_employees', 'overtime_rule_id', 'overtime_rules', 'Bench overtime'],
      ['overtime_work_rate_employees', 'work_rate_id', 'overtime_work_rates', 'Bench rate'],
    ] as const) {
      await owner.query(
        `INSERT INTO ${link} (company_id, employee_id, ${column})
         SELECT $1, e.id, g.id FROM employees e JOIN ${source} g ON g.company_id = e.company_id AND g.group_name = $2
         WHERE e.company_id = $1 AND e.archived_at IS NULL`,
        [company, group],
      );
    }
  });
  await analyse(ctx, 'attendance_days, overtime_rule_employees, overtime_work_rate_employees');
}
