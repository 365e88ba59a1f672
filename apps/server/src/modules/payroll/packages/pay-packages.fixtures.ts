import { sql } from 'drizzle-orm';
import type { PayPackageDetail } from '@clockroom/contracts';
import { dataOf, type TestClient, type TestFileKit } from '../../../test/kit.ts';

/** Test helpers of pay packages: packages made through the API, and a company's breakdown ids. */

export const PAY_PACKAGES = '/payroll/salarymanagement/pay-packages';

/** A test file's package maker: each one named `${prefix} ${n}`, so the file's names stay unique. */
export function packageMaker(prefix: string, monthlySalary: number | string) {
  let made = 0;
  return async (c: TestClient, body: Record<string, unknown> = {}): Promise<PayPackageDetail> =>
    dataOf<PayPackageDetail>(
      await c.post(PAY_PACKAGES, {
        package_name: `${prefix} ${(made += 1)}`,
        monthly_salary: monthlySalary,
        ...body,
      }),
      201,
    );
}

/** The company's pay breakdown ids by code (BASIC, HOUSING, TRANSPORT, UTILITY). */
export function breakdownIds(f: TestFileKit, slug = 'demo'): Promise<Record<string, number>> {
  return f.inCompany(slug, async (tx) => {
    const r = await tx.execute<{ id: string | number; code: string }>(
      sql`SELECT id, code FROM pay_breakdowns`,
    );
    return Object.fromEntries(r.rows.map((row) => [row.code, Number(row.id)]));
  });
}
