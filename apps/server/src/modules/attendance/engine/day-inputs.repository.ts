import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';

/**
 * What the engine reads to compute employee-days (ADR 25), each in one set-based statement for a
 * set of employees and a date range. Every statement names the company as well as relying on RLS.
 */

export interface EmployeeSpan {
  id: number;
  /** First and last dates the employee is tracked: appointment and exit, when known. */
  from: string | null;
  to: string | null;
}

/** Current employees (not archived); `ids` 'all' for the whole company. */
export async function employeeSpans(
  tx: Tx,
  companyId: number,
  ids: readonly number[] | 'all',
): Promise<EmployeeSpan[]> {
  const which = ids === 'all' ? sql`` : sql`AND e.id = ANY(${pgArray(ids)}::bigint[])`;
  const r = await tx.execute<{ id: string | number; from: string | null; to: string | null }>(sql`
    SELECT e.id, to_char(e.appointment_date, 'YYYY-MM-DD') AS "from", to_char(e.exit_date, 'YYYY-MM-DD') AS "to"
    FROM employees e
    WHERE e.company_id = ${companyId} AND e.archived_at IS NULL ${which}`);
  return r.rows.map((e) => ({ id: Number(e.id), from: e.from, to: e.to }));
}

export interface ShiftRow {
  workShiftId: number;
  name: string;
  startTime: string;
  endTime: string;
  graceMinutes: number;
  breakMinutes: number;
  workDays: number[];
  color: string | null;
}

export interface AssignmentRow extends ShiftRow {
  employeeId: number;
  startDate: string;
  endDate: string | null;
}

export interface RosterRow {
  employeeId: number;
  day: string;
  /** Null: a day off. */
  shift: ShiftRow | null;
}

const shiftColumns = sql`s.id AS "workShiftId", s.name, to_char(s.start_time, 'HH24:MI:SS') AS "startTime",
  to_char(s.end_time, 'HH24:MI:SS') AS "endTime", s.grace_minutes AS "graceMinutes",
  s.break_minutes AS "breakMinutes", s.work_days AS "workDays", s.color`;

type RawShift = Omit<ShiftRow, 'workShiftId'> & { workShiftId: string | number };
const toShift = (r: RawShift): ShiftRow => ({
  workShiftId: Number(r.workShiftId),
  name: r.name,
  startTime: r.startTime,
  endTime: r.endTime,
  graceMinutes: Number(r.graceMinutes),
  breakMinutes: Number(r.breakMinutes),
  workDays: (r.workDays ?? []).map(Number),
  color: r.color ?? null,
});

/**
 * The dated shift assignments and roster entries touching [from, to]. An inactive shift is still
 * worked by those who have it (ADR 27: status is about offering a shift, not rewriting attendance).
 */
export async function shiftPlans(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<{ assignments: AssignmentRow[]; roster: RosterRow[] }> {
  const ids = [...employeeIds];
  const assignments = await tx.execute<
    RawShift & { employeeId: string | number; startDate: string; endDate: string | null }
  >(sql`
    SELECT a.employee_id AS "employeeId", to_char(a.start_date, 'YYYY-MM-DD') AS "startDate",
      to_char(a.end_date, 'YYYY-MM-DD') AS "endDate", ${shiftColumns}
    FROM shift_assignments a
    JOIN work_shifts s ON s.company_id = a.company_id AND s.id = a.work_shift_id
    WHERE a.company_id = ${companyId} AND a.employee_id = ANY(${pgArray(ids)}::bigint[])
      AND a.start_date <= ${to}::date AND (a.end_date IS NULL OR a.end_date >= ${from}::date)`);
  const roster = await tx.execute<Partial<RawShift> & { employeeId: string | number; day: string }>(sql`
    SELECT r.employee_id AS "employeeId", to_char(r.day, 'YYYY-MM-DD') AS day, ${shiftColumns}
    FROM roster_entries r
    LEFT JOIN work_shifts s ON s.company_id = r.company_id AND s.id = r.work_shift_id
    WHERE r.company_id = ${companyId} AND r.employee_id = ANY(${pgArray(ids)}::bigint[])
      AND r.day BETWEEN ${from}::date AND ${to}::date`);
  return {
    assignments: assignments.rows.map((r) => ({
      ...toShift(r),
      employeeId: Number(r.employeeId),
      startDate: r.startDate,
      endDate: r.endDate,
    })),
    roster: roster.rows.map((r) => ({
      employeeId: Number(r.employeeId),
      day: r.day,
      shift: r.workShiftId == null ? null : toShift(r as RawShift),
    })),
  };
}

/** Punches of the employees between two instants, as epoch milliseconds. */
export async function punchesBetween(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  fromMs: number,
  toMs: number,
): Promise<{ employeeId: number; at: number; status: number }[]> {
  const r = await tx.execute<{ employeeId: string | number; at: string | number; status: number }>(sql`
    SELECT p.employee_id AS "employeeId", (extract(epoch FROM p.punched_at) * 1000)::float8 AS at, p.status
    FROM punches p
    WHERE p.company_id = ${companyId} AND p.employee_id = ANY(${pgArray(employeeIds)}::bigint[])
      AND p.punched_at >= to_timestamp(${fromMs / 1000}) AND p.punched_at < to_timestamp(${toMs / 1000})`);
  return r.rows.map((p) => ({
    employeeId: Number(p.employeeId),
    at: Math.round(Number(p.at)),
    status: p.status,
  }));
}

/** The company's public holidays on each date of [from, to]; recurring ones every year. */
export async function holidaysBetween(
  tx: Tx,
  companyId: number,
  from: string,
  to: string,
): Promise<Map<string, string>> {
  const r = await tx.execute<{ day: string; name: string }>(sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, h.name
    FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
    JOIN public_holidays h ON h.company_id = ${companyId}
      AND (h.holiday_date = d.day::date
        OR (h.recurring AND to_char(h.holiday_date, 'MM-DD') = to_char(d.day, 'MM-DD') AND h.holiday_date <= d.day::date))
    ORDER BY h.recurring`);
  // A dated holiday wins over a recurring one on the same date (ordered last, so it is set last).
  return new Map(r.rows.map((h) => [h.day, h.name]));
}

/** Approved leave overlapping [from, to]. */
export async function approvedLeaveBetween(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<{ id: number; employeeId: number; startDate: string; endDate: string }[]> {
  const r = await tx.execute<{
    id: string | number;
    employeeId: string | number;
    startDate: string;
    endDate: string;
  }>(sql`
    SELECT l.id, l.employee_id AS "employeeId", to_char(l.start_date, 'YYYY-MM-DD') AS "startDate",
      to_char(l.end_date, 'YYYY-MM-DD') AS "endDate"
    FROM leave_requests l
    WHERE l.company_id = ${companyId} AND l.status = 'approved' AND l.employee_id = ANY(${pgArray(employeeIds)}::bigint[])
      AND l.start_date <= ${to}::date AND l.end_date >= ${from}::date`);
  return r.rows.map((l) => ({ ...l, id: Number(l.id), employeeId: Number(l.employeeId) }));
}

/** The company's zone and whether the devices' function keys are ignored (default: yes). */
export async function engineSettings(
  tx: Tx,
  companyId: number,
): Promise<{ timezone: string; ignoreFunctionKey: boolean }> {
  const r = await tx.execute<{ timezone: string; ignore: string | null }>(sql`
    SELECT c.timezone,
      (SELECT s.value FROM attendance_settings s WHERE s.company_id = ${companyId} AND s.name = 'IGNORE_FUNCTION_KEY') AS ignore
    FROM companies c WHERE c.id = ${companyId}`);
  const row = r.rows[0];
  return {
    timezone: row?.timezone ?? 'Africa/Lagos',
    ignoreFunctionKey: !['0', 'false', 'off'].includes(String(row?.ignore ?? '1').toLowerCase()),
  };
}
