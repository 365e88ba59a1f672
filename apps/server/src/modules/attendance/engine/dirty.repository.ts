import { sql } from 'drizzle-orm';
import type { AppDb, Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';

/**
 * The engine's inbox (ADR 25): whatever changes an input of attendance (a punch, a shift assignment,
 * a roster day, leave, an exemption, a holiday) queues the employee-days it touches here, in the
 * same transaction as the change; the engine recomputes exactly those days. Every writer outside the
 * engine calls one of these three functions and nothing else. Rows go in key order, so two
 * transactions queueing overlapping days (clocks sharing staff) take their locks in the same order
 * and cannot deadlock.
 */

/** Queues named employee-days. */
export async function markDaysDirty(
  tx: Tx,
  companyId: number,
  days: readonly { employeeId: number; day: string }[],
): Promise<void> {
  if (days.length === 0) return;
  await tx.execute(sql`
    INSERT INTO attendance_dirty (company_id, employee_id, day)
    SELECT ${companyId}::bigint, d.employee_id, d.day
    FROM unnest(${pgArray(days.map((d) => d.employeeId))}::bigint[], ${pgArray(days.map((d) => d.day))}::date[]) AS d(employee_id, day)
    ORDER BY 2, 3
    ON CONFLICT DO NOTHING`);
}

/**
 * Queues the days a punch may belong to: its local date and the day before (an overnight shift
 * belongs to the date it starts on). Punches without an employee wait for one (the PIN trigger).
 */
export async function markPunchDaysDirty(
  tx: Tx,
  companyId: number,
  punches: readonly { employeeId: number | null; punchedAt: Date | string }[],
): Promise<void> {
  const known = punches.filter((p) => p.employeeId !== null);
  if (known.length === 0) return;
  await tx.execute(sql`
    INSERT INTO attendance_dirty (company_id, employee_id, day)
    SELECT DISTINCT ${companyId}::bigint, p.employee_id, v.day
    FROM unnest(${pgArray(known.map((p) => p.employeeId))}::bigint[],
                ${pgArray(known.map((p) => new Date(p.punchedAt).toISOString()))}::timestamptz[]) AS p(employee_id, at)
    CROSS JOIN companies c
    CROSS JOIN LATERAL (VALUES ((p.at AT TIME ZONE c.timezone)::date),
                               ((p.at AT TIME ZONE c.timezone)::date - 1)) AS v(day)
    WHERE c.id = ${companyId}
    ORDER BY 2, 3
    ON CONFLICT DO NOTHING`);
}

/**
 * Queues a date range for some employees (or all), for changes like a shift edit or a new holiday.
 * Only days already computed need it (covered dates, or a day a punch computed): any other date is
 * computed in full when first read.
 */
export async function markRangeDirty(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[] | 'all',
  from: string,
  to: string,
): Promise<void> {
  if (employeeIds !== 'all' && employeeIds.length === 0) return;
  const who =
    employeeIds === 'all'
      ? sql`SELECT e.id FROM employees e WHERE e.company_id = ${companyId}`
      : sql`SELECT unnest(${pgArray(employeeIds)}::bigint[])`;
  // Covered dates for everyone named, and any other day of theirs that has facts: a punch computes
  // its own day without covering the date (migration 0021 queues the same for leave and holidays).
  await tx.execute(sql`
    INSERT INTO attendance_dirty (company_id, employee_id, day)
    SELECT k.company_id, k.employee_id, k.day FROM (
      SELECT ${companyId}::bigint AS company_id, w.id AS employee_id, c.day
      FROM attendance_coverage c CROSS JOIN (${who}) AS w(id)
      WHERE c.company_id = ${companyId} AND c.day BETWEEN ${from}::date AND ${to}::date
      UNION
      SELECT a.company_id, a.employee_id, a.day FROM attendance_days a
      WHERE a.company_id = ${companyId} AND a.employee_id IN (${who})
        AND a.day BETWEEN ${from}::date AND ${to}::date
    ) k
    ORDER BY 2, 3
    ON CONFLICT DO NOTHING`);
}

/**
 * The companies with queued employee-days, read as the database owner by the engine's background
 * drain (one company per transaction afterwards, as that tenant).
 */
// scoping: reads across tenants on purpose, only company ids, as the owner (the system job's census)
export async function companiesWithQueuedDays(owner: AppDb): Promise<number[]> {
  const r = await owner.execute<{ company_id: string | number }>(
    sql`SELECT DISTINCT company_id FROM attendance_dirty ORDER BY company_id`,
  );
  return r.rows.map((row) => Number(row.company_id));
}
