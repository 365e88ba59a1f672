import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';

/**
 * The home's attendanceStatistics (spec 2 "Home dashboard response"): the signed-in employee's first
 * punch of the company's today, `HH:MM:SS` local, or '00:00:00' when there is none yet (which the
 * home reads as 'You are yet to clock in today'). Read from punches, so it is right the moment a
 * device or phone delivers one, before the engine has recomputed the day.
 */
export async function todayClockIn(tx: Tx, companyId: number, employeeId: number): Promise<string> {
  const r = await tx.execute<{ clockin: string | null }>(sql`
    SELECT to_char(min(p.punched_at) AT TIME ZONE c.timezone, 'HH24:MI:SS') AS clockin
    FROM companies c
    JOIN punches p ON p.company_id = c.id AND p.employee_id = ${employeeId}
      AND p.punched_at >= (date_trunc('day', now() AT TIME ZONE c.timezone) AT TIME ZONE c.timezone)
      AND p.punched_at < ((date_trunc('day', now() AT TIME ZONE c.timezone) + interval '1 day') AT TIME ZONE c.timezone)
    WHERE c.id = ${companyId}
    GROUP BY c.timezone`);
  return r.rows[0]?.clockin ?? '00:00:00';
}
