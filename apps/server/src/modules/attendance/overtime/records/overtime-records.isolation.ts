import { sql } from 'drizzle-orm';
import type { IsolationCase } from '../../../../test/isolation.ts';
import type { TestApp } from '../../../../test/harness.ts';
import { must } from '../../../../test/must.ts';
import { setTenant } from '../../../../platform/db/tenant.ts';
import { makeOvertime } from './overtime-records.fixtures.ts';

let made = 0;

/** A pending overtime record of acme's first employee. */
async function acmeOvertime(t: TestApp, companyId: number): Promise<number> {
  const employeeId = await t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    const r = await tx.execute<{ id: string }>(sql`SELECT id FROM employees ORDER BY id LIMIT 1`);
    return Number(must(r.rows[0], 'an employee of the other company').id);
  });
  // One record an employee and day: each case takes a day of its own.
  made += 1;
  return makeOvertime(t, companyId, { employeeId, day: `2019-05-${String(made).padStart(2, '0')}` });
}

/**
 * Overtime decisions take their ids in the body: acme's record is a 404 to demo's admin and decides
 * nothing (acme's own admin gets a refusal, not a 404). The approver groups' {id} calls are the kit's
 * cases (platform/approvals/approver-groups.isolation.ts, every module of APPROVER_SETTINGS_APIS).
 */
export const overtimeRecordIsolationCases: IsolationCase[] = (['approve', 'reject'] as const).map(
  (action) => ({
    route: `POST /api/v1/attendance/overtimes/${action}`,
    request: async (t, acme) => ({
      url: `/attendance/overtimes/${action}`,
      payload: { overtime_ids: [await acmeOvertime(t, acme.companyId)], reason: 'Not agreed' },
    }),
  }),
);
