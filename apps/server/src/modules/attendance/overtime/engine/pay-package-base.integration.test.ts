import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PayPackageDetail } from '@clockroom/contracts';
import { dataOf, testFile } from '../../../../test/kit.ts';
import { make } from '../../../../test/factories.ts';
import { payPackageBases } from './pay-package-base.repository.ts';

const BASE = '/payroll/salarymanagement/pay-packages';
const f = testFile();

/** Overtime's monthly base read from the pay packages (ADR 36, 44). */
describe('overtime base from the pay package', () => {
  it('sums the employee’s package amounts of the work rate’s chosen items, overrides included', async () => {
    const admin = await f.as('admin');
    const ids = await f.inCompany('demo', async (tx) => {
      const r = await tx.execute<{ id: string | number; code: string }>(
        sql`SELECT id, code FROM pay_breakdowns`,
      );
      return Object.fromEntries(r.rows.map((row) => [row.code, Number(row.id)]));
    });
    const pkg = dataOf<PayPackageDetail>(
      await admin.post(BASE, {
        package_name: 'Overtime base package',
        monthly_salary: 250000,
        pay_breakdowns: [
          { pay_breakdown_id: ids.BASIC },
          { pay_breakdown_id: ids.HOUSING, amount: '80000.50' },
          { pay_breakdown_id: ids.TRANSPORT },
        ],
      }),
      201,
    );
    const onIt = await make.employee(admin);
    const without = await make.employee(admin);
    dataOf(await admin.put(`${BASE}/${pkg.id}/assign`, { assignments: [{ employee_id: onIt.id }] }));
    const basicHousing = await make.workRate(admin, {
      use_custom_charge: false,
      payroll_charges: [ids.BASIC, ids.HOUSING],
    });
    const utility = await make.workRate(admin, { use_custom_charge: false, payroll_charges: [ids.UTILITY] });
    const bases = (wanted: { employeeId: number; workRateId: number }[]) =>
      f.inCompany('demo', async (tx) => payPackageBases(tx, await f.companyId('demo'), wanted));
    // Basic 40 % of 250,000 plus the Housing override.
    expect(await bases([{ employeeId: onIt.id, workRateId: basicHousing.id }])).toEqual(
      new Map([[onIt.id, 10_000_000 + 8_000_050]]),
    );
    // The package pays no Utility: a base of 0. No package: no base at all.
    expect(
      await bases([
        { employeeId: onIt.id, workRateId: utility.id },
        { employeeId: without.id, workRateId: basicHousing.id },
      ]),
    ).toEqual(new Map([[onIt.id, 0]]));
    expect(await bases([])).toEqual(new Map());
  });
});
