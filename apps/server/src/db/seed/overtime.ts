import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { expectRow } from '../../platform/db/rows.ts';

/**
 * The demo's overtime settings (ADR 37): a work rate ("Standard rate", a custom ₦220,000 a month with
 * each month's weekdays) and a rule ("Weekday overtime": the work shift, 30 minutes' buffer, at least
 * 15 minutes, rounded up to 30, premium pay 50 %, on work days and days off), both held by the
 * Lagos HQ staff on the day shift. The attendance seed's clock-outs end at most 40 minutes after the
 * shift, inside the buffer, so some of those staff also stay late on some evenings and come in on a
 * few Saturdays: the engine then finds overtime in the demo punches. Set-based, so seeding stays fast.
 */
export async function seedDemoOvertime(tx: Tx, companyId: number, hqBranchId: number): Promise<void> {
  const year = new Date().getUTCFullYear();
  const weekdays = Array.from({ length: 12 }, (_, m) => {
    let n = 0;
    for (let d = new Date(Date.UTC(year, m, 1)); d.getUTCMonth() === m; d.setUTCDate(d.getUTCDate() + 1)) {
      if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) n += 1;
    }
    return { month: m + 1, days: n };
  });
  const rate = await newId(
    tx,
    sql`INSERT INTO overtime_work_rates (company_id, group_name, use_custom_charge, custom_charge_kobo)
        VALUES (${companyId}, 'Standard rate', true, 22000000) RETURNING id`,
    'the demo work rate',
  );
  await tx.execute(sql`
    INSERT INTO overtime_work_rate_months (company_id, work_rate_id, month_id, days)
    SELECT ${companyId}, ${rate}, m.month, m.days
    FROM json_to_recordset(${JSON.stringify(weekdays)}::json) AS m(month int, days int)`);
  const rule = await newId(
    tx,
    sql`INSERT INTO overtime_rules (company_id, group_name, description, use_work_shift, overtime_start,
          overtime_end, overtime_round_up, apply_overtime_on_work_day, apply_overtime_on_non_work_day,
          public_holiday, payment_type, amount)
        VALUES (${companyId}, 'Weekday overtime',
          'Time worked from 30 minutes after the day shift ends, and work on days off, at time and a half',
          true, 30, 15, 30, true, true, false, 'premium_pay', 50) RETURNING id`,
    'the demo overtime rule',
  );

  // The Lagos HQ staff whose current shift is the day shift.
  const staff = sql`
    SELECT a.employee_id FROM shift_assignments a
    JOIN work_shifts s ON s.company_id = a.company_id AND s.id = a.work_shift_id
    JOIN employees e ON e.company_id = a.company_id AND e.id = a.employee_id
    WHERE a.company_id = ${companyId} AND s.name = 'Day shift' AND a.end_date IS NULL
      AND e.branch_id = ${hqBranchId}`;
  await tx.execute(sql`INSERT INTO overtime_work_rate_employees (company_id, employee_id, work_rate_id)
    SELECT ${companyId}, x.employee_id, ${rate} FROM (${staff}) x`);
  await tx.execute(sql`INSERT INTO overtime_rule_employees (company_id, employee_id, overtime_rule_id)
    SELECT ${companyId}, x.employee_id, ${rule} FROM (${staff}) x`);

  // Late evenings: about one worked day in five, a clock-out 55 to 145 minutes after the shift's end
  // (beside the day's earlier one; the last clock-out counts). Saturdays: one in three of them, one
  // Saturday in two, 09:00 to 13:10. Only up to the clock's last call, as a clock would deliver them.
  await tx.execute(sql`
    WITH staff AS (
      SELECT e.id, e.pin, s.start_time, s.end_time, a.start_date, c.timezone, dv.id AS device_id,
             dv.last_contact_at, row_number() OVER (ORDER BY e.id)::int AS i
      FROM (${staff}) x
      JOIN employees e ON e.company_id = ${companyId} AND e.id = x.employee_id
      JOIN companies c ON c.id = e.company_id
      JOIN shift_assignments a ON a.company_id = e.company_id AND a.employee_id = e.id AND a.end_date IS NULL
      JOIN work_shifts s ON s.company_id = a.company_id AND s.id = a.work_shift_id
      JOIN devices dv ON dv.company_id = e.company_id AND dv.branch_id = e.branch_id
      WHERE e.pin IS NOT NULL),
    stamps AS (
      SELECT st.*, p.day + st.end_time + (55 + (st.i * 13 + p.n * 7) % 91) * interval '1 minute' AS t, 1 AS status
      FROM staff st
      CROSS JOIN LATERAL (SELECT d::date AS day, extract(doy FROM d)::int AS n
        FROM generate_series(st.start_date, (now() AT TIME ZONE st.timezone)::date, interval '1 day') AS d) p
      WHERE extract(isodow FROM p.day) < 6 AND (st.i * 3 + p.n) % 5 = 0
        AND EXISTS (SELECT 1 FROM punches q WHERE q.company_id = ${companyId} AND q.employee_id = st.id
          AND q.local_time::date = p.day AND q.status = 0)
      UNION ALL
      SELECT st.*, p.day + x.t, x.status
      FROM staff st
      CROSS JOIN LATERAL (SELECT d::date AS day, extract(doy FROM d)::int AS n
        FROM generate_series(st.start_date, (now() AT TIME ZONE st.timezone)::date, interval '1 day') AS d) p
      CROSS JOIN (VALUES (time '09:00', 0), (time '13:10', 1)) AS x(t, status)
      WHERE extract(isodow FROM p.day) = 6 AND st.i % 3 = 0 AND (p.n / 7) % 2 = 0)
    INSERT INTO punches (company_id, employee_id, pin, device_id, source, punched_at, local_time, status, verify)
    SELECT ${companyId}, st.id, st.pin, st.device_id, 'device', st.t AT TIME ZONE st.timezone, st.t, st.status, 1
    FROM stamps st
    WHERE st.t AT TIME ZONE st.timezone <= st.last_contact_at
    ON CONFLICT DO NOTHING`);
}

async function newId(tx: Tx, query: ReturnType<typeof sql>, what: string): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(query);
  return Number(expectRow(r.rows, what).id);
}
