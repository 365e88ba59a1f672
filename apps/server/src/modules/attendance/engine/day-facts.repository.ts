import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import type { DayFacts } from './day-facts.ts';

/** Where the engine keeps what it computed (attendance_days), its queue and its coverage (ADR 25). */

export interface StoredFacts extends DayFacts {
  employeeId: number;
}

const ts = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Writes employee-days in one statement, replacing what was there. */
export async function saveFacts(tx: Tx, companyId: number, facts: readonly StoredFacts[]): Promise<void> {
  for (let i = 0; i < facts.length; i += 5000) {
    const part = facts.slice(i, i + 5000);
    const col = <T>(pick: (f: StoredFacts) => T) => part.map(pick);
    await tx.execute(sql`
      INSERT INTO attendance_days (company_id, employee_id, day, work_shift_id, shift_name, shift_range,
        expected_start, expected_end, window_end, expected_minutes, clock_in, clock_out, punch_count,
        late_minutes, is_late, gained_minutes, worked_minutes, is_work_day, is_off_day, is_absent,
        is_weekend, holiday_name, leave_request_id, exemption_id, exemption_reason, computed_at)
      SELECT ${companyId}::bigint, u.* , now()
      FROM unnest(
        ${pgArray(col((f) => f.employeeId))}::bigint[], ${pgArray(col((f) => f.day))}::date[], ${pgArray(col((f) => f.workShiftId))}::bigint[],
        ${pgArray(col((f) => f.shiftName))}::text[], ${pgArray(col((f) => f.shiftRange))}::text[],
        ${pgArray(col((f) => ts(f.expectedStart)))}::timestamptz[], ${pgArray(col((f) => ts(f.expectedEnd)))}::timestamptz[],
        ${pgArray(col((f) => ts(f.windowEnd)))}::timestamptz[], ${pgArray(col((f) => f.expectedMinutes))}::int[],
        ${pgArray(col((f) => ts(f.clockIn)))}::timestamptz[], ${pgArray(col((f) => ts(f.clockOut)))}::timestamptz[],
        ${pgArray(col((f) => f.punchCount))}::int[], ${pgArray(col((f) => f.lateMinutes))}::int[], ${pgArray(col((f) => f.isLate))}::boolean[],
        ${pgArray(col((f) => f.gainedMinutes))}::int[], ${pgArray(col((f) => f.workedMinutes))}::int[],
        ${pgArray(col((f) => f.isWorkDay))}::boolean[], ${pgArray(col((f) => f.isOffDay))}::boolean[], ${pgArray(col((f) => f.isAbsent))}::boolean[],
        ${pgArray(col((f) => f.isWeekend))}::boolean[], ${pgArray(col((f) => f.holidayName))}::text[],
        ${pgArray(col((f) => f.leaveRequestId))}::bigint[], ${pgArray(col((f) => f.exemptionId))}::bigint[],
        ${pgArray(col((f) => f.exemptionReason))}::text[]
      ) AS u
      ON CONFLICT (company_id, employee_id, day) DO UPDATE SET
        work_shift_id = excluded.work_shift_id, shift_name = excluded.shift_name, shift_range = excluded.shift_range,
        expected_start = excluded.expected_start, expected_end = excluded.expected_end,
        window_end = excluded.window_end, expected_minutes = excluded.expected_minutes,
        clock_in = excluded.clock_in, clock_out = excluded.clock_out, punch_count = excluded.punch_count,
        late_minutes = excluded.late_minutes, is_late = excluded.is_late, gained_minutes = excluded.gained_minutes,
        worked_minutes = excluded.worked_minutes, is_work_day = excluded.is_work_day,
        is_off_day = excluded.is_off_day, is_absent = excluded.is_absent, is_weekend = excluded.is_weekend,
        holiday_name = excluded.holiday_name, leave_request_id = excluded.leave_request_id,
        exemption_id = excluded.exemption_id, exemption_reason = excluded.exemption_reason,
        computed_at = excluded.computed_at`);
  }
}

/** Removes the facts of employee-days that no longer exist (before an appointment, after an exit). */
export async function deleteFacts(
  tx: Tx,
  companyId: number,
  keys: readonly { employeeId: number; day: string }[],
): Promise<void> {
  if (keys.length === 0) return;
  await tx.execute(sql`
    DELETE FROM attendance_days a
    USING unnest(${pgArray(keys.map((k) => k.employeeId))}::bigint[], ${pgArray(keys.map((k) => k.day))}::date[]) AS k(employee_id, day)
    WHERE a.company_id = ${companyId} AND a.employee_id = k.employee_id AND a.day = k.day`);
}

/** Takes up to `limit` queued employee-days off the queue (a concurrent taker skips them). */
export async function takeDirty(
  tx: Tx,
  companyId: number,
  limit: number,
): Promise<{ employeeId: number; day: string }[]> {
  const r = await tx.execute<{ employeeId: string | number; day: string }>(sql`
    DELETE FROM attendance_dirty d
    WHERE d.company_id = ${companyId} AND (d.employee_id, d.day) IN (
      SELECT q.employee_id, q.day FROM attendance_dirty q
      WHERE q.company_id = ${companyId}
      ORDER BY q.employee_id, q.day
      LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING d.employee_id AS "employeeId", to_char(d.day, 'YYYY-MM-DD') AS day`);
  return r.rows.map((k) => ({ employeeId: Number(k.employeeId), day: k.day }));
}

/** The dates of [from, to] not yet computed for the whole company. */
export async function uncoveredDays(tx: Tx, companyId: number, from: string, to: string): Promise<string[]> {
  const r = await tx.execute<{ day: string }>(sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day
    FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
    WHERE NOT EXISTS (SELECT 1 FROM attendance_coverage c WHERE c.company_id = ${companyId} AND c.day = d.day::date)
    ORDER BY 1`);
  return r.rows.map((d) => d.day);
}

export async function markCovered(tx: Tx, companyId: number, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  await tx.execute(sql`
    INSERT INTO attendance_coverage (company_id, day)
    SELECT ${companyId}::bigint, d FROM unnest(${pgArray(days)}::date[]) AS d
    ON CONFLICT (company_id, day) DO UPDATE SET computed_at = now()`);
}
