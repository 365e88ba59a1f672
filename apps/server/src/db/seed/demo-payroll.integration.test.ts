import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAsTenant } from '../../platform/tenancy/tenant-work.ts';
import { dataOf, testFile } from '../../test/kit.ts';
import { seedDemoPayroll } from './payroll.ts';

// The demo's payroll (npm start seeds it; the tests' template leaves it out): seeded into a copy of
// the template on a fixed day, then read back through the salary schedule API.
const f = testFile();
const TODAY = new Date(Date.UTC(2026, 3, 20)); // 20 April 2026: January to March confirmed, April open
let seconds = 0;

type Sums = { status: string; month: number; rows: string; gross: string; net: string; deductions: string };

async function monthSums(demo: number): Promise<Sums[]> {
  return runAsTenant(f.t.database, demo, { system: 'test' }, { error: () => undefined }, async ({ tx }) => {
    const r = await tx.execute<Sums>(sql`
      SELECT status, month, count(*)::text AS rows, sum(gross_pay_kobo)::text AS gross,
        sum(net_pay_kobo)::text AS net,
        sum(paye_kobo + pension_employee_kobo + nhf_kobo + nhis_kobo + deductions_kobo + loan_repayment_kobo)::text AS deductions
      FROM payroll_schedule_rows WHERE company_id = ${demo} AND year = 2026
      GROUP BY status, month ORDER BY month`);
    return r.rows;
  });
}

beforeAll(async () => {
  const demo = await f.companyId('demo');
  await runAsTenant(f.t.database, demo, { system: 'test' }, { error: () => undefined }, async ({ tx }) => {
    const started = performance.now();
    await seedDemoPayroll(tx, demo, TODAY);
    seconds = (performance.now() - started) / 1000;
  });
}, 120_000);

describe('the demo company’s payroll', () => {
  it('has every month before the current one confirmed and the current one open, quickly seeded', async () => {
    const sums = await monthSums(await f.companyId('demo'));
    expect(sums.map((s) => [s.month, s.status])).toEqual([
      [1, 'confirmed'],
      [2, 'confirmed'],
      [3, 'confirmed'],
      [4, 'open'],
    ]);
    for (const s of sums) {
      expect(Number(s.rows)).toBeGreaterThan(30);
      // Net pay is gross less what was taken, to the kobo, for the whole month.
      expect(BigInt(s.net)).toBe(BigInt(s.gross) - BigInt(s.deductions));
    }
    expect(seconds).toBeLessThan(30);
  });

  it('answers the open month through the salary schedule with the same figures on a re-run', async () => {
    const admin = await f.as('admin');
    const before = await monthSums(await f.companyId('demo'));
    const page = dataOf<{ results: { net_pay: string; components: unknown[] }[]; total: number }>(
      await admin.post('/payroll/salarymanagement/salary-schedules', { month: 4, year: 2026 }),
    );
    expect(page.total).toBe(Number(before[3]?.rows));
    expect(page.results[0]?.components.length).toBeGreaterThanOrEqual(4);
    expect(await monthSums(await f.companyId('demo'))).toEqual(before);
  });
});
