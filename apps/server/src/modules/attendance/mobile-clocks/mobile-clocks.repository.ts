import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { MobileClockLog, MobileClockStatus, MobileClockType } from '@clockroom/contracts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../platform/db/database.ts';
import { employees, mobileClocks } from '../../../db/schema/index.ts';
import { selectedPage } from '../../../platform/db/paging.ts';
import { insertCompanyRow, updateCompanyRow } from '../../../platform/db/rows.ts';
import { waitingOnCondition } from '../../../platform/approvals/approval-waiting.repository.ts';

/** Every statement names the company as well as relying on RLS (ADR 18). */

export const MOBILE_CLOCK_MODULE = 'mobile-clock';

const employeeName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;
/** The company's zone, read once per statement (an uncorrelated sub-select). */
const zoneOf = (companyId: number) => sql`(SELECT c.timezone FROM companies c WHERE c.id = ${companyId})`;
const local = (companyId: number, format: string) =>
  sql<string>`to_char(${mobileClocks.clockedAt} AT TIME ZONE ${zoneOf(companyId)}, ${format})`;

const columns = (companyId: number) => ({
  id: mobileClocks.id,
  employee_id: mobileClocks.employeeId,
  name: employeeName,
  employee_branch_id: employees.branchId,
  clock_date: local(companyId, 'YYYY-MM-DD'),
  clock_type: mobileClocks.clockType,
  clock_time: local(companyId, 'HH24:MI'),
  clock_address: mobileClocks.clockAddress,
  status: mobileClocks.status,
  clocked_at: mobileClocks.clockedAt,
  latitude: mobileClocks.latitude,
  longitude: mobileClocks.longitude,
  accuracy: mobileClocks.accuracy,
  location_id: mobileClocks.locationId,
  distance: mobileClocks.distance,
  punch_id: mobileClocks.punchId,
});

type Raw = Awaited<ReturnType<typeof selectClocks>>[number];
export type StoredClock = MobileClockLog & { employee_branch_id: number | null; punch_id: number | null };

const toLog = (r: Raw): StoredClock => ({
  ...r,
  clock_type: r.clock_type as MobileClockType,
  status: r.status as MobileClockStatus,
  clocked_at: r.clocked_at.toISOString(),
});

const joinEmployee = and(
  eq(employees.companyId, mobileClocks.companyId),
  eq(employees.id, mobileClocks.employeeId),
);

function selectClocks(tx: Tx, companyId: number) {
  return tx.select(columns(companyId)).from(mobileClocks).innerJoin(employees, joinEmployee).$dynamic();
}

export interface ClockFilters {
  search?: string | undefined;
  status?: MobileClockStatus | undefined;
  /** yyyy-MM-dd, a local date in the company's zone. */
  date?: string | undefined;
  employeeId?: number | undefined;
  /** Only staff of these branches; null: every branch. */
  branchIds?: number[] | null | undefined;
  /** Only the clocks waiting on this employee's approval now. */
  waitingOn?: number | undefined;
}

function conditions(companyId: number, f: ClockFilters): SQL | undefined {
  const zone = zoneOf(companyId);
  return and(
    eq(mobileClocks.companyId, companyId),
    f.employeeId === undefined ? undefined : eq(mobileClocks.employeeId, f.employeeId),
    f.branchIds ? (f.branchIds.length ? inArray(employees.branchId, f.branchIds) : sql`false`) : undefined,
    f.status ? eq(mobileClocks.status, f.status) : undefined,
    // A range on the instant, so the (company, employee, clocked_at) index serves it.
    f.date
      ? sql`${mobileClocks.clockedAt} >= (${f.date}::date::timestamp AT TIME ZONE ${zone})
          AND ${mobileClocks.clockedAt} < ((${f.date}::date + 1)::timestamp AT TIME ZONE ${zone})`
      : undefined,
    f.search
      ? or(ilike(employeeName, `%${f.search}%`), ilike(mobileClocks.clockAddress, `%${f.search}%`))
      : undefined,
    f.waitingOn === undefined
      ? undefined
      : waitingOnCondition(companyId, MOBILE_CLOCK_MODULE, f.waitingOn, mobileClocks.id),
  );
}

export async function listClocks(
  tx: Tx,
  companyId: number,
  f: ClockFilters,
  limit: number,
  offset: number,
): Promise<{ results: StoredClock[]; total: number }> {
  const where = conditions(companyId, f);
  const order = [desc(mobileClocks.clockedAt), desc(mobileClocks.id)];
  const join = (query: PgSelect) => query.innerJoin(employees, joinEmployee);
  const list = { columns: columns(companyId), from: mobileClocks, join, where, order };
  return selectedPage(tx, list, { limit, offset }, toLog);
}

export async function findClock(tx: Tx, companyId: number, id: number): Promise<StoredClock | undefined> {
  const [raw] = await selectClocks(tx, companyId)
    .where(and(eq(mobileClocks.companyId, companyId), eq(mobileClocks.id, id)))
    .limit(1);
  return raw ? toLog(raw) : undefined;
}

/** The clocks among these ids, locked, with their status and how the audit names them (ADR 31). */
export async function decisionItems(tx: Tx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: mobileClocks.id,
      status: mobileClocks.status,
      name: sql<string>`${mobileClocks.id}::text || ' of ' || ${employeeName}`,
    })
    .from(mobileClocks)
    .innerJoin(
      employees,
      and(eq(employees.companyId, mobileClocks.companyId), eq(employees.id, mobileClocks.employeeId)),
    )
    .where(and(eq(mobileClocks.companyId, companyId), inArray(mobileClocks.id, ids)))
    .for('update', { of: mobileClocks });
}

export interface ClockValues {
  employeeId: number;
  clockType: MobileClockType;
  clockedAt: Date;
  latitude: number;
  longitude: number;
  accuracy: number | null;
  clockAddress: string;
  locationId: number | null;
  distance: number | null;
  status: MobileClockStatus;
}

export async function insertClock(tx: Tx, companyId: number, v: ClockValues): Promise<number> {
  return insertCompanyRow(tx, mobileClocks, companyId, v, 'the new mobile clock');
}

export async function setStatus(tx: Tx, companyId: number, id: number, status: MobileClockStatus) {
  await updateCompanyRow(tx, mobileClocks, companyId, id, { status, updatedAt: new Date() });
}

/**
 * Writes the approved clock's punch, so the attendance engine counts it like a device's: source
 * 'mobile', no device, the employee's PIN (or a stand-in that no device uses when they have none),
 * the local wall-clock time in the company's zone, status 0 for a clock-in and 1 for a clock-out.
 * Once only: a clock that already has its punch is left alone. Returns the punch, if one was made.
 */
export async function writePunch(
  tx: Tx,
  companyId: number,
  clockId: number,
): Promise<{ employeeId: number; punchedAt: Date } | undefined> {
  const r = await tx.execute<{ id: string; employee_id: string; punched_at: string | Date }>(sql`
    WITH made AS (
      INSERT INTO punches (company_id, employee_id, pin, device_id, source, punched_at, local_time, status, raw)
      SELECT mc.company_id, mc.employee_id, coalesce(nullif(e.pin, ''), 'mobile-' || e.id::text), NULL, 'mobile',
             mc.clocked_at, mc.clocked_at AT TIME ZONE c.timezone,
             CASE mc.clock_type WHEN 'clock_in' THEN 0 ELSE 1 END, 'mobile-clock ' || mc.id::text
      FROM mobile_clocks mc
      JOIN employees e ON e.company_id = mc.company_id AND e.id = mc.employee_id
      JOIN companies c ON c.id = mc.company_id
      WHERE mc.company_id = ${companyId} AND mc.id = ${clockId} AND mc.punch_id IS NULL
      RETURNING id, employee_id, punched_at
    )
    UPDATE mobile_clocks mc SET punch_id = made.id, updated_at = now()
    FROM made WHERE mc.company_id = ${companyId} AND mc.id = ${clockId}
    RETURNING made.id, made.employee_id, made.punched_at`);
  const row = r.rows[0];
  return row ? { employeeId: Number(row.employee_id), punchedAt: new Date(row.punched_at) } : undefined;
}

/** The employee's clocks on a local date that were not rejected, oldest first (the home's state). */
export async function clocksOn(tx: Tx, companyId: number, employeeId: number, date: string) {
  const raw = await selectClocks(tx, companyId)
    .where(and(conditions(companyId, { employeeId, date }), sql`${mobileClocks.status} <> 'rejected'`))
    .orderBy(mobileClocks.clockedAt, mobileClocks.id);
  return raw.map(toLog);
}
