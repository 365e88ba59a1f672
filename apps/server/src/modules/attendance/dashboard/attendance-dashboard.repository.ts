import { sql, type SQL } from 'drizzle-orm';
import {
  ATTENDANCE_DASHBOARD_DEVICE_LIMIT,
  type AttendanceToday,
  type AttendanceTrendDay,
  type OfflineDevice,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { ABSENT } from '../engine/absent.repository.ts';
import { deviceOnline } from '../shared/device-online.repository.ts';

/**
 * The dashboard's figures (ADR 29), read from the day facts (`d`, ADR 25) of the employees in scope
 * (`e`), and from the devices' last contact. The conditions are the reports' own, so a card and the
 * report it links to count the same days.
 */

const PRESENT = sql`d.punch_count > 0`;
const LATE = sql`d.is_late`;
const ON_LEAVE = sql`d.leave_request_id IS NOT NULL`;
/** Clocked in, not out, and the shift's end has passed (an off-day punch has no end: never counted). */
const NOT_CLOCKED_OUT = sql`(d.clock_in IS NOT NULL AND d.clock_out IS NULL AND d.expected_end <= now())`;
/** The devices module's rule (devices.repository.ts): online = any request within the threshold. */
const ONLINE = deviceOnline('dv');

/** null: every branch. */
const inBranches = (column: SQL, branchIds: number[] | null): SQL =>
  branchIds === null ? sql`TRUE` : sql`${column} = ANY(${pgArray(branchIds)}::bigint[])`;

/** Day facts of the company's current employees in the visible branches. */
const DAYS = (companyId: number, branchIds: number[] | null) => sql`attendance_days d
  JOIN employees e ON e.company_id = d.company_id AND e.id = d.employee_id
    AND e.archived_at IS NULL AND ${inBranches(sql`e.branch_id`, branchIds)}`;

/** Today's six counts, each a number of employees. */
export async function todayCounts(
  tx: Tx,
  companyId: number,
  branchIds: number[] | null,
  today: string,
): Promise<AttendanceToday> {
  const r = await tx.execute<Record<keyof AttendanceToday, number>>(sql`
    SELECT count(*) FILTER (WHERE d.is_work_day)::int AS expected,
           count(*) FILTER (WHERE ${PRESENT})::int AS present,
           count(*) FILTER (WHERE ${LATE})::int AS late,
           count(*) FILTER (WHERE ${ABSENT})::int AS absent,
           count(*) FILTER (WHERE ${ON_LEAVE})::int AS on_leave,
           count(*) FILTER (WHERE ${NOT_CLOCKED_OUT})::int AS not_clocked_out
    FROM ${DAYS(companyId, branchIds)}
    WHERE d.company_id = ${companyId} AND d.day = ${today}::date`);
  const row = r.rows[0];
  const n = (k: keyof AttendanceToday) => Number(row?.[k] ?? 0);
  return {
    expected: n('expected'),
    present: n('present'),
    late: n('late'),
    absent: n('absent'),
    on_leave: n('on_leave'),
    not_clocked_out: n('not_clocked_out'),
  };
}

/** Present, late and absent per day over [from, to]; days with no facts are left out here. */
export async function trendDays(
  tx: Tx,
  companyId: number,
  branchIds: number[] | null,
  from: string,
  to: string,
): Promise<AttendanceTrendDay[]> {
  const r = await tx.execute<{ date: string; present: number; late: number; absent: number }>(sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
           count(*) FILTER (WHERE ${PRESENT})::int AS present,
           count(*) FILTER (WHERE ${LATE})::int AS late,
           count(*) FILTER (WHERE ${ABSENT})::int AS absent
    FROM ${DAYS(companyId, branchIds)}
    WHERE d.company_id = ${companyId} AND d.day BETWEEN ${from}::date AND ${to}::date
    GROUP BY d.day ORDER BY d.day`);
  return r.rows.map((row) => ({
    date: row.date,
    present: Number(row.present),
    late: Number(row.late),
    absent: Number(row.absent),
  }));
}

/** How many devices there are in the visible branches, and how many of them are online. */
export async function deviceCounts(
  tx: Tx,
  companyId: number,
  branchIds: number[] | null,
): Promise<{ total: number; online: number }> {
  const r = await tx.execute<{ total: number; online: number }>(sql`
    SELECT count(*)::int AS total, count(*) FILTER (WHERE ${ONLINE})::int AS online
    FROM devices dv
    WHERE dv.company_id = ${companyId} AND ${inBranches(sql`dv.branch_id`, branchIds)}`);
  return { total: Number(r.rows[0]?.total ?? 0), online: Number(r.rows[0]?.online ?? 0) };
}

/** The offline devices of the visible branches, the longest silent (or never heard from) first. */
export async function offlineDevices(
  tx: Tx,
  companyId: number,
  branchIds: number[] | null,
): Promise<OfflineDevice[]> {
  const r = await tx.execute<{
    id: string | number;
    name: string;
    serial_number: string;
    branch_name: string | null;
    last_contact_at: string | Date | null;
  }>(sql`
    SELECT dv.id, dv.name, dv.serial_number, b.station_name AS branch_name, dv.last_contact_at
    FROM devices dv
    LEFT JOIN branches b ON b.company_id = dv.company_id AND b.id = dv.branch_id
    WHERE dv.company_id = ${companyId} AND ${inBranches(sql`dv.branch_id`, branchIds)} AND NOT coalesce(${ONLINE}, false)
    ORDER BY dv.last_contact_at ASC NULLS FIRST, lower(dv.name), dv.id
    LIMIT ${ATTENDANCE_DASHBOARD_DEVICE_LIMIT}`);
  return r.rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    serial_number: row.serial_number,
    branch_name: row.branch_name,
    last_contact_at: row.last_contact_at === null ? null : new Date(row.last_contact_at).toISOString(),
  }));
}
