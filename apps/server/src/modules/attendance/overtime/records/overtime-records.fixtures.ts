import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../../test/harness.ts';
import { must } from '../../../../test/must.ts';
import { setTenant } from '../../../../platform/db/tenant.ts';
import { submitNewOvertime } from './overtime-submission.ts';

/**
 * Test factories for overtime records: the overtime engine makes them from attendance, these write
 * them directly (a test states the figures it is about), then send them through the approval engine
 * as the submission job would.
 */
export interface OvertimeFixture {
  employeeId: number;
  /** yyyy-MM-dd, the attendance day. */
  day: string;
  /** HH:mm, local, when the overtime began (17:30 by default). */
  start?: string;
  minutes?: number;
  amountKobo?: number;
  status?: 'pending' | 'approved' | 'rejected';
}

/** A record of `companyId`, its times in the company's zone; answers its id. */
export async function makeOvertime(t: TestApp, companyId: number, o: OvertimeFixture): Promise<number> {
  const minutes = o.minutes ?? 90;
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    const r = await tx.execute<{ id: string }>(sql`
      INSERT INTO overtime_records (company_id, employee_id, day, start_at, end_at, actual_minutes,
        hourly_rate_kobo, amount_kobo, status, decided_at)
      SELECT ${companyId}, ${o.employeeId}, ${o.day}::date, s.at, s.at + ${minutes} * interval '1 minute',
        ${minutes}, 125000, ${o.amountKobo ?? 281_250}, ${o.status ?? 'pending'},
        CASE WHEN ${o.status ?? 'pending'} = 'pending' THEN NULL ELSE now() END
      FROM companies c
      CROSS JOIN LATERAL (SELECT (${o.day}::date + ${o.start ?? '17:30'}::time) AT TIME ZONE c.timezone AS at) s
      WHERE c.id = ${companyId}
      RETURNING id`);
    return Number(must(r.rows[0], 'the new overtime record').id);
  });
}

/** Runs the submission job once, as the minute's schedule would; answers how many it sent. */
export function submitPending(t: TestApp): Promise<number> {
  return submitNewOvertime({ database: t.database, approvals: t.app.approvals }, t.app.log);
}

/** The record's status and reason as stored. */
export async function storedOvertime(t: TestApp, companyId: number, id: number) {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    const r = await tx.execute<{ status: string; reason: string | null; decided: boolean }>(
      sql`SELECT status, reason, decided_at IS NOT NULL AS decided FROM overtime_records
          WHERE company_id = ${companyId} AND id = ${id}`,
    );
    return must(r.rows[0], `overtime record ${id}`);
  });
}

/** How many approvals the engine holds for these records. */
export async function approvalsOf(t: TestApp, companyId: number, ids: number[]): Promise<number> {
  const r = await t.database.owner.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM approval_requests
    WHERE company_id = ${companyId} AND module = 'overtime' AND subject_id = ANY(${`{${ids.join(',')}}`}::bigint[])`);
  return Number(r.rows[0]?.n ?? 0);
}
