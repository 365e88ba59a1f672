import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PayPackageAssignmentResult, SchedulePage } from '@clockroom/contracts';
import { dataOf, testFile, type TestClient } from '../../../test/kit.ts';
import { payrollFixture } from '../schedule/schedule.fixtures.ts';
import { packagesInForce } from './package-rules.repository.ts';

const BASE = '/payroll/salarymanagement/pay-packages';
const RUN = '/payroll/salarymanagement/salary-schedules';
const f = testFile();
const fx = payrollFixture((fn) => f.inCompany('demo', fn));

const body = (packageId: number, employeeId: number, from: string) => ({
  assignments: [{ employee_id: employeeId, payPackageId: packageId }],
  effective_from: from,
});

/** Runs the branch's month and answers each employee's gross pay. */
async function run(admin: TestClient, branchId: number, month: number): Promise<Map<number, string>> {
  const page = dataOf<SchedulePage>(await admin.post(RUN, { month, year: 2026, branch_ids: [branchId] }));
  return new Map(page.results.map((r) => [r.employee_id, r.gross_pay]));
}

/** Un-assigning keeps the history (ADR 44): a "no package" row from the date, the earlier rows stay. */
describe('un-assigning from a date', () => {
  it('keeps paying the months before it, pays none from it, and lists both rows', async () => {
    const admin = await f.as('admin');
    const branchId = await fx.branch();
    const pack = await fx.package(250_000);
    const who = await fx.employee({ branchId });
    dataOf(await admin.put(`${BASE}/${pack}/assign`, body(pack, who, '2026-01-01')));
    for (const month of [1, 2, 3, 4]) expect((await run(admin, branchId, month)).get(who)).toBe('250000.00');

    const res = await admin.put(`${BASE}/${pack}/un-assign`, body(pack, who, '2026-04-01'));
    expect(dataOf<PayPackageAssignmentResult>(res).changed).toEqual([who]);

    // The months before are run again as they were; April's row of someone no longer paid goes.
    for (const month of [1, 2, 3]) expect((await run(admin, branchId, month)).get(who)).toBe('250000.00');
    expect((await run(admin, branchId, 4)).has(who)).toBe(false);
    expect(await fx.rows([who], 2026, 4)).toEqual([]);

    const history = await f.inCompany('demo', async (tx) => {
      const r = await tx.execute<{ d: string; p: string | number | null }>(sql`
        SELECT to_char(effective_from, 'YYYY-MM-DD') AS d, pay_package_id AS p FROM employee_pay_packages
        WHERE employee_id = ${who} ORDER BY effective_from`);
      return r.rows.map((row) => [row.d, row.p === null ? null : Number(row.p)]);
    });
    expect(history).toEqual([
      ['2026-01-01', pack],
      ['2026-04-01', null],
    ]);
    const inForce = await f.inCompany('demo', async (tx) => {
      const companyId = await f.companyId('demo');
      return [
        (await packagesInForce(tx, companyId, [who], '2026-03-31')).get(who),
        (await packagesInForce(tx, companyId, [who], '2026-04-01')).get(who),
      ];
    });
    expect(inForce).toEqual([pack, undefined]);

    // Assigning again from a later date appends after the un-assign.
    dataOf(await admin.put(`${BASE}/${pack}/assign`, body(pack, who, '2026-06-01')));
    expect((await run(admin, branchId, 5)).has(who)).toBe(false);
    expect((await run(admin, branchId, 6)).get(who)).toBe('250000.00');
  });
});
