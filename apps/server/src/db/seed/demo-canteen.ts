import { sql } from 'drizzle-orm';
import { mealShares } from '@clockroom/contracts';
import type { Tx } from '../../platform/db/database.ts';
import { expectRow } from '../../platform/db/rows.ts';

/**
 * The demo's canteen (issue 20, ADR 55): the "Staff lunch" plan (₦1,500 a meal, the company paying
 * 60 %) for most of the staff, the self-service employee included; a clock of its own at head office,
 * "Lagos HQ canteen", registered as the canteen point (the attendance clocks keep punching); and the
 * last seven weekdays before today of lunches, with two refusals: someone without a plan, and a
 * second lunch the same day. Today is left empty, so a meal verified today is served.
 */
export async function seedDemoCanteen(tx: Tx, companyId: number, today = new Date()): Promise<void> {
  const price = 150_000;
  const shares = mealShares(price, 60);
  const plan = Number(
    expectRow(
      (
        await tx.execute<{ id: string | number }>(sql`
          INSERT INTO canteen_meal_plans (company_id, name, description, price_kobo, company_share_percent, meals_per_day)
          VALUES (${companyId}, 'Staff lunch', 'A hot lunch at the head office canteen', ${price}, 60, 1) RETURNING id`)
      ).rows,
      'the demo meal plan',
    ).id,
  );
  // Most of the staff: every seventh employee is left off (the demo's refusals need someone).
  await tx.execute(sql`
    INSERT INTO canteen_plan_employees (company_id, employee_id, meal_plan_id)
    SELECT e.company_id, e.id, ${plan} FROM employees e
    WHERE e.company_id = ${companyId} AND e.archived_at IS NULL
      AND (e.id % 7 <> 0 OR e.email = 'employee@demo.example')`);

  const hq = expectRow(
    (
      await tx.execute<{ id: string | number }>(sql`
        SELECT id FROM branches WHERE company_id = ${companyId} ORDER BY id LIMIT 1`)
    ).rows,
    'the demo head office',
  ).id;
  const serial = 'DEMOCANT0001';
  const device = Number(
    expectRow(
      (
        await tx.execute<{ id: string | number }>(sql`
          INSERT INTO devices (company_id, branch_id, name, serial_number, device_type, firmware, last_contact_at)
          VALUES (${companyId}, ${hq}, 'Lagos HQ canteen', ${serial}, 'face', 'Ver 8.0.4.3-20220815', now() - interval '2 minutes')
          RETURNING id`)
      ).rows,
      'the demo canteen clock',
    ).id,
  );
  await tx.execute(sql`
    INSERT INTO device_registry (serial_number, owner_company_id, device_id, first_seen_at, last_seen_at)
    VALUES (${serial}, ${companyId}, ${device}, now() - interval '30 days', now() - interval '2 minutes')
    ON CONFLICT (serial_number) DO NOTHING`);
  await tx.execute(sql`
    INSERT INTO canteen_points (company_id, device_id, name) VALUES (${companyId}, ${device}, 'Main canteen')`);

  // Lunch between 12:00 and 13:59 on the seven weekdays before today, for two in three of the staff.
  const day = today.toISOString().slice(0, 10);
  await tx.execute(sql`
    WITH days AS (
      SELECT d::date AS day FROM generate_series(${day}::date - 11, ${day}::date - 1, interval '1 day') AS g(d)
      WHERE extract(isodow FROM d) < 6 ORDER BY d DESC LIMIT 7
    ), verified AS (
      SELECT e.id AS employee_id, e.pin, pe.meal_plan_id, d.day,
        d.day + time '12:00' + make_interval(mins => ((e.id * 7 + extract(day FROM d.day)::int * 13) % 120)::int) AS local_time
      FROM employees e
      CROSS JOIN days d
      LEFT JOIN canteen_plan_employees pe ON pe.company_id = e.company_id AND pe.employee_id = e.id
      WHERE e.company_id = ${companyId} AND e.archived_at IS NULL AND e.pin IS NOT NULL
        AND (e.id % 3 <> 0 OR e.email = 'employee@demo.example')
        AND (pe.meal_plan_id IS NOT NULL OR (e.id % 7 = 0 AND d.day = (SELECT max(day) FROM days)))
    )
    INSERT INTO canteen_meals (company_id, device_id, device_pin, employee_id, meal_plan_id, served_at, day, status,
      refusal_reason, price_kobo, employee_share_kobo, company_share_kobo)
    SELECT ${companyId}, ${device}, v.pin, v.employee_id, v.meal_plan_id, v.local_time AT TIME ZONE c.timezone, v.day,
      CASE WHEN v.meal_plan_id IS NULL THEN 'refused' ELSE 'served' END,
      CASE WHEN v.meal_plan_id IS NULL THEN 'no_plan' END,
      CASE WHEN v.meal_plan_id IS NULL THEN 0 ELSE ${price} END,
      CASE WHEN v.meal_plan_id IS NULL THEN 0 ELSE ${shares.employeeKobo} END,
      CASE WHEN v.meal_plan_id IS NULL THEN 0 ELSE ${shares.companyKobo} END
    FROM verified v JOIN companies c ON c.id = ${companyId}
    ON CONFLICT DO NOTHING`);
  // One second lunch the same day, refused: the plan allows one a day.
  await tx.execute(sql`
    INSERT INTO canteen_meals (company_id, device_id, device_pin, employee_id, meal_plan_id, served_at, day, status,
      refusal_reason)
    SELECT m.company_id, m.device_id, m.device_pin, m.employee_id, m.meal_plan_id, m.served_at + interval '25 minutes',
      m.day, 'refused', 'limit_reached'
    FROM canteen_meals m WHERE m.company_id = ${companyId} AND m.status = 'served'
    ORDER BY m.day DESC, m.id LIMIT 1`);
}
