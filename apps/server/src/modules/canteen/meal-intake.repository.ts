import { sql } from 'drizzle-orm';
import type { AttlogRecord } from '../attendance/index.ts';
import type { Tx } from '../../platform/db/database.ts';
import { pgArray } from '../../platform/db/pg-array.ts';
import type { MealDecision, Verification } from './meal-rules.ts';

/**
 * What the canteen reads and writes when a canteen point pushes its log (ADR 55). Every statement
 * names the company as well as relying on RLS (ADR 18).
 */

export async function isCanteenPoint(tx: Tx, companyId: number, deviceId: number): Promise<boolean> {
  const r = await tx.execute(sql`
    SELECT 1 FROM canteen_points WHERE company_id = ${companyId} AND device_id = ${deviceId} AND active`);
  return r.rows.length > 0;
}

type FactRow = {
  pin: string;
  local_time: string;
  served_at: string;
  day: string;
  employee_id: string | number | null;
  plan_id: string | number | null;
  price_kobo: string | number | null;
  company_share_percent: string | null;
  meals_per_day: number | null;
  active: boolean | null;
  stored: boolean;
  served_before: string | number;
};

/**
 * Each line's instant and day (the device's clock offset applied in the company's zone, as punches
 * do), its employee by PIN, their plan now, whether it is stored already and the meals they were
 * served that day: one set-wise read for the batch.
 */
export async function verificationFacts(
  tx: Tx,
  companyId: number,
  deviceId: number,
  records: readonly AttlogRecord[],
): Promise<Verification[]> {
  const r = await tx.execute<FactRow>(sql`
    SELECT i.pin, to_char(i.local_time, 'YYYY-MM-DD HH24:MI:SS') AS local_time, st.served_at::text AS served_at,
      to_char(st.day, 'YYYY-MM-DD') AS day, e.id AS employee_id, p.id AS plan_id, p.price_kobo,
      p.company_share_percent::text AS company_share_percent, p.meals_per_day, p.active,
      EXISTS (SELECT 1 FROM canteen_meals m WHERE m.company_id = ${companyId} AND m.device_id = ${deviceId}
        AND m.device_pin = i.pin AND m.served_at = st.served_at) AS stored,
      (SELECT count(*) FROM canteen_meals m WHERE m.company_id = ${companyId} AND m.employee_id = e.id
        AND m.day = st.day AND m.status = 'served') AS served_before
    FROM unnest(${pgArray(records.map((p) => p.pin))}::text[],
                ${pgArray(records.map((p) => p.localTime))}::timestamp[]) AS i(pin, local_time)
    JOIN companies c ON c.id = ${companyId}
    JOIN devices d ON d.company_id = ${companyId} AND d.id = ${deviceId}
    CROSS JOIN LATERAL (SELECT (i.local_time + make_interval(mins => COALESCE(d.clock_offset_minutes, 0)))
      AT TIME ZONE c.timezone AS served_at) s
    CROSS JOIN LATERAL (SELECT s.served_at, (s.served_at AT TIME ZONE c.timezone)::date AS day) st
    LEFT JOIN employees e ON e.company_id = ${companyId} AND e.pin = i.pin
    LEFT JOIN canteen_plan_employees pe ON pe.company_id = ${companyId} AND pe.employee_id = e.id
    LEFT JOIN canteen_meal_plans p ON p.company_id = ${companyId} AND p.id = pe.meal_plan_id`);
  return r.rows.map((row) => ({
    pin: row.pin,
    localTime: row.local_time,
    servedAt: row.served_at,
    day: row.day,
    employeeId: row.employee_id === null ? null : Number(row.employee_id),
    plan:
      row.plan_id === null
        ? null
        : {
            id: Number(row.plan_id),
            priceKobo: Number(row.price_kobo),
            companySharePercent: row.company_share_percent ?? '0',
            mealsPerDay: Number(row.meals_per_day),
            active: row.active === true,
          },
    stored: row.stored,
    servedBefore: Number(row.served_before),
  }));
}

/** A line stored meanwhile by a concurrent re-send is skipped by the key, never counted twice. */
export async function insertMeals(
  tx: Tx,
  companyId: number,
  deviceId: number,
  meals: readonly MealDecision[],
): Promise<void> {
  if (meals.length === 0) return;
  const col = <K extends keyof MealDecision>(k: K) => pgArray(meals.map((m) => m[k]));
  await tx.execute(sql`
    INSERT INTO canteen_meals (company_id, device_id, device_pin, employee_id, meal_plan_id, served_at, day,
      status, refusal_reason, price_kobo, employee_share_kobo, company_share_kobo)
    SELECT ${companyId}, ${deviceId}, i.pin, i.employee_id, i.plan_id, i.served_at, i.day, i.status, i.reason,
      i.price, i.employee_share, i.company_share
    FROM unnest(${col('pin')}::text[], ${col('employeeId')}::bigint[], ${col('mealPlanId')}::bigint[],
                ${col('servedAt')}::timestamptz[], ${col('day')}::date[], ${col('status')}::text[],
                ${col('reason')}::text[], ${col('priceKobo')}::bigint[], ${col('employeeShareKobo')}::bigint[],
                ${col('companyShareKobo')}::bigint[])
      AS i(pin, employee_id, plan_id, served_at, day, status, reason, price, employee_share, company_share)
    ON CONFLICT (company_id, device_id, device_pin, served_at) DO NOTHING`);
}
