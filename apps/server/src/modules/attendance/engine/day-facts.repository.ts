import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import type { DayFacts } from './day-facts.ts';

/** Where the engine keeps what it computed (attendance_days), its queue and its coverage (ADR 25). */

export interface StoredFacts extends DayFacts {
  employeeId: number;
}

/** The stored row of one employee-day, as the JSON record `saveFacts` sends. */
function record(f: StoredFacts) {
  return {
    employee_id: f.employeeId,
    day: f.day,
    work_shift_id: f.workShiftId,
    shift_name: f.shiftName,
    shift_range: f.shiftRange,
    expected_start: f.expectedStart,
    expected_end: f.expectedEnd,
    window_end: f.windowEnd,
    expected_minutes: f.expectedMinutes,
    clock_in: f.clockIn,
    clock_out: f.clockOut,
    punch_count: f.punchCount,
    late_minutes: f.lateMinutes,
    is_late: f.isLate,
    gained_minutes: f.gainedMinutes,
    worked_minutes: f.workedMinutes,
    is_work_day: f.isWorkDay,
    is_off_day: f.isOffDay,
    is_absent: f.isAbsent,
    is_weekend: f.isWeekend,
    holiday_name: f.holidayName,
    leave_request_id: f.leaveRequestId,
    exemption_id: f.exemptionId,
    exemption_reason: f.exemptionReason,
  };
}

/**
 * Writes employee-days, replacing what was there: one JSON parameter per 10,000 rows, which both
 * sides read and write faster than two dozen array literals; instants travel as epoch milliseconds.
 */
export async function saveFacts(tx: Tx, companyId: number, facts: readonly StoredFacts[]): Promise<void> {
  for (let i = 0; i < facts.length; i += 10_000) {
    const rows = JSON.stringify(facts.slice(i, i + 10_000).map(record));
    await tx.execute(sql`
      INSERT INTO attendance_days (company_id, employee_id, day, work_shift_id, shift_name, shift_range,
        expected_start, expected_end, window_end, expected_minutes, clock_in, clock_out, punch_count,
        late_minutes, is_late, gained_minutes, worked_minutes, is_work_day, is_off_day, is_absent,
        is_weekend, holiday_name, leave_request_id, exemption_id, exemption_reason, computed_at)
      SELECT ${companyId}::bigint, u.employee_id, u.day, u.work_shift_id, u.shift_name, u.shift_range,
        to_timestamp(u.expected_start / 1000.0), to_timestamp(u.expected_end / 1000.0),
        to_timestamp(u.window_end / 1000.0), u.expected_minutes, to_timestamp(u.clock_in / 1000.0),
        to_timestamp(u.clock_out / 1000.0), u.punch_count, u.late_minutes, u.is_late, u.gained_minutes,
        u.worked_minutes, u.is_work_day, u.is_off_day, u.is_absent, u.is_weekend, u.holiday_name,
        u.leave_request_id, u.exemption_id, u.exemption_reason, now()
      FROM json_to_recordset(${rows}::json) AS u(employee_id bigint, day date, work_shift_id bigint,
        shift_name text, shift_range text, expected_start float8, expected_end float8,
        window_end float8, expected_minutes int, clock_in float8, clock_out float8,
        punch_count int, late_minutes int, is_late boolean, gained_minutes int, worked_minutes int,
        is_work_day boolean, is_off_day boolean, is_absent boolean, is_weekend boolean, holiday_name text,
        leave_request_id bigint, exemption_id bigint, exemption_reason text)
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

/** The dates of [from, to] one employee already has facts for. */
export async function computedDaysOf(
  tx: Tx,
  companyId: number,
  employeeId: number,
  from: string,
  to: string,
): Promise<string[]> {
  const r = await tx.execute<{ day: string }>(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day FROM attendance_days
    WHERE company_id = ${companyId} AND employee_id = ${employeeId} AND day BETWEEN ${from}::date AND ${to}::date`);
  return r.rows.map((d) => d.day);
}
