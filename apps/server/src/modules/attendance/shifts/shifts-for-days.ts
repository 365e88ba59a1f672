import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';

/** The shift one employee has on one date, and where it comes from (ADR 27 "Precedence"). */
export interface DayShift {
  employeeId: number;
  /** yyyy-MM-dd, the company's local date (an overnight shift belongs to the date it starts on). */
  day: string;
  /** A roster entry for the date wins over the dated assignment. */
  source: 'roster' | 'assignment';
  /** Null: a rostered day off. */
  shift: {
    workShiftId: number;
    name: string;
    /** `HH:MM:SS`, local wall-clock time; an end not after the start is the next day. */
    startTime: string;
    endTime: string;
    graceMinutes: number;
    breakMinutes: number;
    /** ISO weekdays, 1 Monday … 7 Sunday. */
    workDays: number[];
    color: string | null;
    /** Worked on this date: rostered for it, or its weekday is one of the shift's work days. */
    scheduled: boolean;
  } | null;
}

interface Row extends Record<string, unknown> {
  employee_id: string | number;
  day: string;
  source: 'roster' | 'assignment';
  work_shift_id: string | number | null;
  name: string | null;
  start_time: string | null;
  end_time: string | null;
  grace_minutes: number | null;
  break_minutes: number | null;
  work_days: number[] | null;
  color: string | null;
  scheduled: boolean;
}

/**
 * Every employee-date in [from, to] that has a shift plan (a roster entry or an assignment), with the
 * effective shift: the roster's when there is one, else the assignment's. Dates without a plan are
 * absent. One statement, for the engine and for the roster and calendar screens alike, so they agree.
 */
export async function shiftsForDays(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[] | 'all',
  from: string,
  to: string,
): Promise<DayShift[]> {
  if (employeeIds !== 'all' && employeeIds.length === 0) return [];
  const rosterWho =
    employeeIds === 'all' ? sql`` : sql`AND r.employee_id = ANY(${pgArray(employeeIds)}::bigint[])`;
  const assignedWho =
    employeeIds === 'all' ? sql`` : sql`AND a.employee_id = ANY(${pgArray(employeeIds)}::bigint[])`;
  const r = await tx.execute<Row>(sql`
    WITH plan AS (
      SELECT r.employee_id, r.day, 'roster' AS source, r.work_shift_id, r.day AS since
      FROM roster_entries r
      WHERE r.company_id = ${companyId} AND r.day BETWEEN ${from}::date AND ${to}::date ${rosterWho}
      UNION ALL
      SELECT a.employee_id, d.day::date, 'assignment', a.work_shift_id, a.start_date
      FROM shift_assignments a
      CROSS JOIN LATERAL generate_series(greatest(a.start_date, ${from}::date),
                                         least(coalesce(a.end_date, ${to}::date), ${to}::date),
                                         interval '1 day') AS d(day)
      WHERE a.company_id = ${companyId} AND a.start_date <= ${to}::date
        AND (a.end_date IS NULL OR a.end_date >= ${from}::date) ${assignedWho}
        AND NOT EXISTS (SELECT 1 FROM roster_entries x
                        WHERE x.company_id = ${companyId} AND x.employee_id = a.employee_id
                          AND x.day = d.day::date)
    )
    SELECT DISTINCT ON (p.employee_id, p.day)
           p.employee_id, to_char(p.day, 'YYYY-MM-DD') AS day, p.source, s.id AS work_shift_id, s.name,
           s.start_time::text AS start_time, s.end_time::text AS end_time, s.grace_minutes,
           s.break_minutes, s.work_days, s.color,
           CASE WHEN s.id IS NULL THEN false
                WHEN p.source = 'roster' THEN true
                ELSE extract(isodow FROM p.day)::int = ANY(s.work_days) END AS scheduled
    FROM plan p
    LEFT JOIN work_shifts s ON s.company_id = ${companyId} AND s.id = p.work_shift_id
    ORDER BY p.employee_id, p.day, p.since DESC`);
  return r.rows.map((row) => ({
    employeeId: Number(row.employee_id),
    day: row.day,
    source: row.source,
    shift:
      row.work_shift_id === null
        ? null
        : {
            workShiftId: Number(row.work_shift_id),
            name: row.name ?? '',
            startTime: row.start_time ?? '00:00:00',
            endTime: row.end_time ?? '00:00:00',
            graceMinutes: row.grace_minutes ?? 0,
            breakMinutes: row.break_minutes ?? 0,
            workDays: (row.work_days ?? []).map(Number),
            color: row.color,
            scheduled: row.scheduled,
          },
  }));
}
