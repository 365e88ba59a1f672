import { sql } from 'drizzle-orm';
import type { AppDb, Tx } from '../../../../platform/db/database.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';
import { notificationKind } from '@clockroom/contracts';
import { OVERTIME_MODULE } from './overtime-records.repository.ts';

/** A pending record the engine made that has no approval yet (ADR 38). */
const UNSUBMITTED = sql`o.status = 'pending' AND NOT EXISTS (SELECT 1 FROM approval_requests r
  WHERE r.company_id = o.company_id AND r.module = ${OVERTIME_MODULE} AND r.subject_id = o.id)`;

/** The companies with pending records not yet sent for approval, read as the owner by the job. */
// scoping: reads across tenants on purpose, only company ids, as the owner (the system job's census)
export async function companiesWithUnsubmitted(owner: AppDb): Promise<number[]> {
  const r = await owner.execute<{ company_id: string | number }>(
    sql`SELECT DISTINCT o.company_id FROM overtime_records o WHERE ${UNSUBMITTED} ORDER BY o.company_id`,
  );
  return r.rows.map((row) => Number(row.company_id));
}

/**
 * Up to `limit` unsubmitted records whose day is settled (ADR 38): the day fact's window_end has
 * passed (the end of the company's local day when it has none), the overtime itself has ended, and
 * the employee-day is not queued for the engine to recompute. Oldest first; locked, skipping any a
 * concurrent run holds, so two runs never submit one record twice.
 */
export async function settledUnsubmitted(
  tx: Tx,
  companyId: number,
  limit: number,
): Promise<{ id: number; employeeId: number }[]> {
  const r = await tx.execute<{ id: string; employee_id: string }>(sql`
    SELECT o.id, o.employee_id FROM overtime_records o
    JOIN companies c ON c.id = o.company_id
    LEFT JOIN attendance_days d ON d.company_id = o.company_id AND d.employee_id = o.employee_id AND d.day = o.day
    WHERE o.company_id = ${companyId} AND ${UNSUBMITTED} AND o.end_at <= now()
      AND coalesce(d.window_end, (o.day + 1)::timestamp AT TIME ZONE c.timezone) <= now()
      AND NOT EXISTS (SELECT 1 FROM attendance_dirty q WHERE q.company_id = o.company_id
        AND q.employee_id = o.employee_id AND q.day = o.day)
    ORDER BY o.day, o.id
    LIMIT ${sql.raw(String(Math.trunc(limit)))}
    FOR UPDATE OF o SKIP LOCKED`);
  return r.rows.map((row) => ({ id: Number(row.id), employeeId: Number(row.employee_id) }));
}

/**
 * Records the engine is deleting take their approvals with them (levels, history and who it waits
 * on follow by cascade), and the "waiting for your approval" notices about them leave the bell.
 * Returns how many approvals went.
 */
export async function deleteApprovalsOf(tx: Tx, companyId: number, recordIds: number[]): Promise<number> {
  if (recordIds.length === 0) return 0;
  const ids = pgArray(recordIds);
  await tx.execute(sql`
    UPDATE notifications SET read_at = now()
    WHERE company_id = ${companyId} AND kind = ${notificationKind(OVERTIME_MODULE, 'approval-requested')}
      AND read_at IS NULL AND params ->> 'id' = ANY(${pgArray(recordIds.map(String))}::text[])`);
  const r = await tx.execute(sql`
    DELETE FROM approval_requests
    WHERE company_id = ${companyId} AND module = ${OVERTIME_MODULE} AND subject_id = ANY(${ids}::bigint[])
    RETURNING id`);
  return r.rows.length;
}
