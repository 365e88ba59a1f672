import { sql, type SQL } from 'drizzle-orm';
import type { RosterPerson } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { existsInCompany } from '../../../platform/db/tenant-rows.ts';
import { departments } from '../../../db/schema/index.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { pageBound } from '../../../platform/db/paging.ts';

/** Whose rows a roster, schedule or calendar shows: current staff the viewer may see, narrowed. */
export interface PeopleScope {
  /** null: every branch. */
  visibleBranchIds: number[] | null;
  search?: string | undefined;
  departmentId?: number | undefined;
  employeeId?: number | undefined;
  /** Only people the shift shapes within [from, to] (an assignment or a roster day). */
  workShiftId?: number | undefined;
  from: string;
  to: string;
}

function peopleWhere(companyId: number, s: PeopleScope): SQL {
  const branches = s.visibleBranchIds;
  return sql`WHERE e.company_id = ${companyId} AND e.archived_at IS NULL
    ${branches === null ? sql`` : sql`AND e.branch_id = ANY(${pgArray(branches)}::bigint[])`}
    ${s.search ? sql`AND e.search_text LIKE ${`%${s.search.toLowerCase()}%`}` : sql``}
    ${s.departmentId ? sql`AND e.department_id = ${s.departmentId}` : sql``}
    ${s.employeeId ? sql`AND e.id = ${s.employeeId}` : sql``}
    ${
      s.workShiftId
        ? sql`AND (EXISTS (SELECT 1 FROM shift_assignments a WHERE a.company_id = ${companyId}
                AND a.employee_id = e.id AND a.work_shift_id = ${s.workShiftId}
                AND a.start_date <= ${s.to}::date AND (a.end_date IS NULL OR a.end_date >= ${s.from}::date))
            OR EXISTS (SELECT 1 FROM roster_entries r WHERE r.company_id = ${companyId}
                AND r.employee_id = e.id AND r.work_shift_id = ${s.workShiftId}
                AND r.day BETWEEN ${s.from}::date AND ${s.to}::date))`
        : sql``
    }`;
}

/** A page of the people in scope, by name; `limit` null for all of them. */
export async function peopleInScope(
  tx: Tx,
  companyId: number,
  scope: PeopleScope,
  page: { limit: number; offset: number } | null,
): Promise<{ results: RosterPerson[]; total: number }> {
  const where = peopleWhere(companyId, scope);
  const r = await tx.execute<RosterPerson & { id: string }>(sql`
    SELECT e.id, e.first_name || ' ' || e.last_name AS employee_name, e.pin, d.department_name AS department
    FROM employees e
    LEFT JOIN departments d ON d.company_id = ${companyId} AND d.id = e.department_id
    ${where}
    ORDER BY e.last_name, e.first_name, e.id
    ${page ? sql`LIMIT ${pageBound(page.limit)} OFFSET ${pageBound(page.offset)}` : sql``}`);
  const results = r.rows.map((row) => ({ ...row, id: Number(row.id) }));
  if (!page) return { results, total: results.length };
  const count = await tx.execute<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM employees e ${where}`,
  );
  return { results, total: count.rows[0]?.total ?? 0 };
}

/** The branch of an employee of this company (archived ones too), to check the viewer may see them. */
export async function findEmployee(
  tx: Tx,
  companyId: number,
  id: number,
): Promise<{ id: number; branchId: number | null; archived: boolean } | undefined> {
  const r = await tx.execute<{ id: string; branch_id: string | null; archived: boolean }>(sql`
    SELECT id, branch_id, archived_at IS NOT NULL AS archived FROM employees
    WHERE company_id = ${companyId} AND id = ${id}`);
  const row = r.rows[0];
  return row
    ? {
        id: Number(row.id),
        branchId: row.branch_id === null ? null : Number(row.branch_id),
        archived: row.archived,
      }
    : undefined;
}

export const departmentExists = (tx: Tx, companyId: number, id: number) =>
  existsInCompany(tx, departments, companyId, id);

/** Public holidays by date within the range; recurring ones on their day of every year. */
export async function holidaysBetween(
  tx: Tx,
  companyId: number,
  from: string,
  to: string,
): Promise<Map<string, string>> {
  const r = await tx.execute<{ day: string; name: string }>(sql`
    SELECT DISTINCT ON (g.d) to_char(g.d, 'YYYY-MM-DD') AS day, h.name
    FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS g(d)
    JOIN public_holidays h ON h.company_id = ${companyId}
      AND (h.holiday_date = g.d::date
           OR (h.recurring AND to_char(h.holiday_date, 'MM-DD') = to_char(g.d, 'MM-DD')))
    ORDER BY g.d, h.holiday_date DESC`);
  return new Map(r.rows.map((row) => [row.day, row.name]));
}

/** Approved leave of these employees overlapping the range, as (employee, first, last, type). */
export async function approvedLeave(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<{ employeeId: number; from: string; to: string; leaveName: string }[]> {
  if (employeeIds.length === 0) return [];
  const r = await tx.execute<{
    employee_id: string;
    start_date: string;
    end_date: string;
    leave_name: string;
  }>(sql`
    SELECT l.employee_id, to_char(l.start_date, 'YYYY-MM-DD') AS start_date,
           to_char(l.end_date, 'YYYY-MM-DD') AS end_date, t.leave_name
    FROM leave_requests l
    JOIN leave_types t ON t.company_id = ${companyId} AND t.id = l.leave_type_id
    WHERE l.company_id = ${companyId} AND l.status = 'approved'
      AND l.employee_id = ANY(${pgArray(employeeIds)}::bigint[])
      AND l.start_date <= ${to}::date AND l.end_date >= ${from}::date`);
  return r.rows.map((row) => ({
    employeeId: Number(row.employee_id),
    from: row.start_date,
    to: row.end_date,
    leaveName: row.leave_name,
  }));
}

/** Sets (shift or day off) the employees' roster days; one statement. */
export async function upsertRosterDays(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  days: readonly string[],
  workShiftId: number | null,
): Promise<number> {
  if (employeeIds.length === 0 || days.length === 0) return 0;
  const r = await tx.execute(sql`
    INSERT INTO roster_entries (company_id, employee_id, day, work_shift_id)
    SELECT ${companyId}, e, d, ${workShiftId}::bigint
    FROM unnest(${pgArray(employeeIds)}::bigint[]) AS e CROSS JOIN unnest(${pgArray(days)}::date[]) AS d
    ON CONFLICT (company_id, employee_id, day) DO UPDATE SET work_shift_id = EXCLUDED.work_shift_id`);
  return r.rowCount ?? employeeIds.length * days.length;
}

/** Drops the employees' overrides on these days: their assignment holds again. */
export async function clearRosterDays(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  days: readonly string[],
): Promise<number> {
  if (employeeIds.length === 0 || days.length === 0) return 0;
  const r = await tx.execute(sql`
    DELETE FROM roster_entries
    WHERE company_id = ${companyId} AND employee_id = ANY(${pgArray(employeeIds)}::bigint[])
      AND day = ANY(${pgArray(days)}::date[])`);
  return r.rowCount ?? 0;
}

/**
 * A roster entry with its shift and employee, as the scheduler lists them (ids as the driver gives
 * them). A type, not an interface: the driver's row type must be a Record.
 */
export type ScheduledDay = {
  day: string;
  work_shift_id: string;
  name: string;
  start_time: string;
  end_time: string;
  color: string | null;
  employee_id: string;
  employee_name: string;
};

/** Roster entries with a shift in the range (the scheduler's dates), with names, by date. */
export async function scheduledDays(tx: Tx, companyId: number, scope: PeopleScope): Promise<ScheduledDay[]> {
  const r = await tx.execute<ScheduledDay>(sql`
    SELECT to_char(r.day, 'YYYY-MM-DD') AS day, s.id AS work_shift_id, s.name,
           s.start_time::text AS start_time, s.end_time::text AS end_time, s.color,
           e.id AS employee_id, e.first_name || ' ' || e.last_name AS employee_name
    FROM roster_entries r
    JOIN work_shifts s ON s.company_id = ${companyId} AND s.id = r.work_shift_id
    JOIN employees e ON e.company_id = ${companyId} AND e.id = r.employee_id
    ${peopleWhere(companyId, { ...scope, workShiftId: undefined })}
      AND r.company_id = ${companyId} AND r.day BETWEEN ${scope.from}::date AND ${scope.to}::date
      ${scope.workShiftId ? sql`AND r.work_shift_id = ${scope.workShiftId}` : sql``}
    ORDER BY r.day, s.name, s.id, e.last_name, e.first_name, e.id`);
  return r.rows;
}
