import { sql, type SQL } from 'drizzle-orm';
import type { ShiftEmployee, ShiftStatus } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { existsInCompany } from '../../../platform/db/tenant-rows.ts';
import { shiftTypes } from '../../../db/schema/index.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { countedPage, pageBound } from '../../../platform/db/paging.ts';
import { expectRow } from '../../../platform/db/rows.ts';
import { personColumns, personJoins, type PersonRow } from '../../../platform/db/person-columns.ts';

export interface ShiftValues {
  name: string;
  shiftTypeId: number | null;
  startTime: string;
  endTime: string;
  graceMinutes: number;
  breakMinutes: number;
  workDays: number[];
  status: ShiftStatus;
  description: string | null;
  color: string | null;
}

/** A stored shift: what was saved, with its id, its type's name and how many employees it has. */
export interface StoredShift extends ShiftValues {
  id: number;
  shiftType: string | null;
  employeesCount: number;
}

interface Raw extends Record<string, unknown> {
  id: string | number;
  name: string;
  shift_type_id: string | number | null;
  shift_type: string | null;
  start_time: string;
  end_time: string;
  grace_minutes: number;
  break_minutes: number;
  work_days: number[];
  status: ShiftStatus;
  description: string | null;
  color: string | null;
  employees_count: number;
}

const toShift = (r: Raw): StoredShift => ({
  id: Number(r.id),
  name: r.name,
  shiftTypeId: r.shift_type_id === null ? null : Number(r.shift_type_id),
  shiftType: r.shift_type,
  startTime: r.start_time,
  endTime: r.end_time,
  graceMinutes: r.grace_minutes,
  breakMinutes: r.break_minutes,
  workDays: r.work_days.map(Number),
  status: r.status,
  description: r.description,
  color: r.color,
  employeesCount: r.employees_count,
});

/** Who a shift has: an assignment still running on `today` or starting later. */
const select = (companyId: number, today: string) => sql`
  SELECT s.id, s.name, s.shift_type_id, t.name AS shift_type, s.start_time::text AS start_time,
         s.end_time::text AS end_time, s.grace_minutes, s.break_minutes, s.work_days, s.status,
         s.description, s.color,
         (SELECT count(DISTINCT a.employee_id)::int FROM shift_assignments a
          WHERE a.company_id = ${companyId} AND a.work_shift_id = s.id
            AND (a.end_date IS NULL OR a.end_date >= ${today}::date)) AS employees_count
  FROM work_shifts s
  LEFT JOIN shift_types t ON t.company_id = ${companyId} AND t.id = s.shift_type_id`;

function where(companyId: number, search: string | undefined, status: ShiftStatus | undefined): SQL {
  return sql`WHERE s.company_id = ${companyId}
    ${search ? sql`AND s.name ILIKE ${`%${search}%`}` : sql``}
    ${status ? sql`AND s.status = ${status}` : sql``}`;
}

export async function listShifts(
  tx: Tx,
  companyId: number,
  f: { search?: string | undefined; status?: ShiftStatus | undefined; today: string },
  limit: number,
  offset: number,
): Promise<{ results: StoredShift[]; total: number }> {
  const filter = where(companyId, f.search, f.status);
  const page = sql`${select(companyId, f.today)} ${filter}
    ORDER BY s.id DESC LIMIT ${pageBound(limit)} OFFSET ${pageBound(offset)}`;
  return countedPage(tx, page, sql`SELECT count(*)::int AS total FROM work_shifts s ${filter}`, toShift);
}

export async function findShift(
  tx: Tx,
  companyId: number,
  id: number,
  today: string,
): Promise<StoredShift | undefined> {
  const r = await tx.execute<Raw>(sql`${select(companyId, today)}
    WHERE s.company_id = ${companyId} AND s.id = ${id}`);
  return r.rows[0] ? toShift(r.rows[0]) : undefined;
}

/**
 * The shift's id and status, locked as asked: an edit or delete takes it for update, an assignment or
 * roster write for share, so neither lands on a shift being deleted.
 */
export async function lockShift(
  tx: Tx,
  companyId: number,
  id: number,
  lock: 'update' | 'share' | 'none',
): Promise<{ id: number; status: ShiftStatus } | undefined> {
  const r = await tx.execute<{ id: string; status: ShiftStatus }>(sql`
    SELECT id, status FROM work_shifts WHERE company_id = ${companyId} AND id = ${id}
    ${lock === 'update' ? sql`FOR UPDATE` : lock === 'share' ? sql`FOR SHARE` : sql``}`);
  const row = r.rows[0];
  return row ? { id: Number(row.id), status: row.status } : undefined;
}

/** The shift's current and upcoming employees, by name. */
export async function shiftMembers(
  tx: Tx,
  companyId: number,
  id: number,
  today: string,
): Promise<ShiftEmployee[]> {
  const r = await tx.execute<PersonRow & { id: string; start_date: string }>(sql`
    SELECT DISTINCT ON (e.last_name, e.first_name, e.id)
           e.id, ${personColumns}, to_char(a.start_date, 'YYYY-MM-DD') AS start_date
    FROM shift_assignments a
    JOIN employees e ON e.company_id = ${companyId} AND e.id = a.employee_id ${personJoins}
    WHERE a.company_id = ${companyId} AND a.work_shift_id = ${id}
      AND (a.end_date IS NULL OR a.end_date >= ${today}::date)
    ORDER BY e.last_name, e.first_name, e.id, a.start_date`);
  return r.rows.map((row) => ({
    id: Number(row.id),
    employee_name: row.name,
    pin: row.pin,
    department: row.department,
    branch: row.branch,
    start_date: row.start_date,
  }));
}

const columns = (v: ShiftValues) => sql`
  ${v.name}, ${v.shiftTypeId}, ${v.startTime}::time, ${v.endTime}::time, ${v.graceMinutes},
  ${v.breakMinutes}, ${pgArray(v.workDays)}::integer[], ${v.status}, ${v.description}, ${v.color}`;

export async function insertShift(tx: Tx, companyId: number, v: ShiftValues): Promise<number> {
  const r = await tx.execute<{ id: string }>(sql`
    INSERT INTO work_shifts (company_id, name, shift_type_id, start_time, end_time, grace_minutes,
                             break_minutes, work_days, status, description, color)
    VALUES (${companyId}, ${columns(v)}) RETURNING id`);
  return Number(expectRow(r.rows, 'the new work shift').id);
}

export async function updateShift(tx: Tx, companyId: number, id: number, v: ShiftValues): Promise<void> {
  await tx.execute(sql`
    UPDATE work_shifts SET (name, shift_type_id, start_time, end_time, grace_minutes, break_minutes,
                            work_days, status, description, color, updated_at)
      = (${columns(v)}, now())
    WHERE company_id = ${companyId} AND id = ${id}`);
}

/** Assignments and roster entries cascade with the shift (spec 3 §9: delete uses force=true). */
export async function deleteShift(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM work_shifts WHERE company_id = ${companyId} AND id = ${id}`);
}

/** Whether anyone has the shift: an assignment not yet ended, or a roster entry from today on. */
export async function shiftInUse(tx: Tx, companyId: number, id: number, today: string): Promise<boolean> {
  const r = await tx.execute<{ used: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM shift_assignments WHERE company_id = ${companyId}
                     AND work_shift_id = ${id} AND (end_date IS NULL OR end_date >= ${today}::date))
        OR EXISTS (SELECT 1 FROM roster_entries WHERE company_id = ${companyId}
                     AND work_shift_id = ${id} AND day >= ${today}::date) AS used`);
  return r.rows[0]?.used ?? false;
}

/**
 * Every day the shift shapes, for the engine's queue: its assignments as ranges (open ends run to
 * `horizon`) grouped so that one queue call covers many employees, and its roster days one by one.
 */
export async function shiftFootprint(
  tx: Tx,
  companyId: number,
  id: number,
  horizon: string,
): Promise<{
  ranges: { from: string; to: string; employeeIds: number[] }[];
  days: { employeeId: number; day: string }[];
}> {
  const ranges = await tx.execute<{ from: string; to: string; employee_ids: (string | number)[] }>(sql`
    SELECT to_char(start_date, 'YYYY-MM-DD') AS from,
           coalesce(to_char(end_date, 'YYYY-MM-DD'), ${horizon}) AS to,
           array_agg(DISTINCT employee_id) AS employee_ids
    FROM shift_assignments WHERE company_id = ${companyId} AND work_shift_id = ${id}
    GROUP BY start_date, end_date`);
  const days = await tx.execute<{ employee_id: string; day: string }>(sql`
    SELECT employee_id, to_char(day, 'YYYY-MM-DD') AS day
    FROM roster_entries WHERE company_id = ${companyId} AND work_shift_id = ${id}`);
  return {
    ranges: ranges.rows.map((r) => ({ from: r.from, to: r.to, employeeIds: r.employee_ids.map(Number) })),
    days: days.rows.map((r) => ({ employeeId: Number(r.employee_id), day: r.day })),
  };
}

export const shiftTypeExists = (tx: Tx, companyId: number, id: number) =>
  existsInCompany(tx, shiftTypes, companyId, id);
