import { acmeFirstId, type IsolationCase } from '../../../../test/isolation.ts';
import type { TestApp } from '../../../../test/harness.ts';
import { makeOvertime } from './overtime-records.fixtures.ts';

let made = 0;

/** A pending overtime record of acme's first employee. */
async function acmeOvertime(t: TestApp, companyId: number): Promise<number> {
  const employeeId = await acmeFirstId(t, companyId, 'employees');
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
