import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/database.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';

type Num = string | number;

/**
 * The expected minutes of each key's employee's latest shift before the day: their latest earlier
 * day with a shift in the facts, else the shift of their latest dated assignment started by then.
 */
export async function latestShiftMinutes(
  tx: Tx,
  companyId: number,
  keys: readonly { employeeId: number; day: string }[],
): Promise<(number | null)[]> {
  if (keys.length === 0) return [];
  const r = await tx.execute<{ i: Num; minutes: number | null }>(sql`
    SELECT k.i, coalesce(prev.expected_minutes, plan.minutes) AS minutes
    FROM unnest(${pgArray(keys.map((k) => k.employeeId))}::bigint[], ${pgArray(keys.map((k) => k.day))}::date[])
      WITH ORDINALITY AS k(employee_id, day, i)
    LEFT JOIN LATERAL (
      SELECT p.expected_minutes FROM attendance_days p
      WHERE p.company_id = ${companyId} AND p.employee_id = k.employee_id AND p.day < k.day
        AND p.expected_start IS NOT NULL AND p.expected_minutes > 0
      ORDER BY p.day DESC LIMIT 1) prev ON true
    LEFT JOIN LATERAL (
      SELECT greatest(0, (date_part('epoch', s.end_time - s.start_time) / 60)::int
        + CASE WHEN s.end_time <= s.start_time THEN 1440 ELSE 0 END - s.break_minutes) AS minutes
      FROM shift_assignments sa JOIN work_shifts s ON s.company_id = sa.company_id AND s.id = sa.work_shift_id
      WHERE prev.expected_minutes IS NULL AND sa.company_id = ${companyId} AND sa.employee_id = k.employee_id
        AND sa.start_date <= k.day
      ORDER BY sa.start_date DESC LIMIT 1) plan ON true`);
  const out: (number | null)[] = keys.map(() => null);
  for (const x of r.rows) out[Number(x.i) - 1] = x.minutes;
  return out;
}
