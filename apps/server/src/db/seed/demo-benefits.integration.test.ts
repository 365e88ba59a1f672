import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BenefitDeduction, BenefitDeductionDetail, ListPage } from '@clockroom/contracts';
import { runAsTenant } from '../../platform/tenancy/tenant-work.ts';
import { dataOf, testFile } from '../../test/kit.ts';
import { seedDemoBenefits } from './demo-benefits.ts';
import { seedDemoPayroll } from './payroll.ts';

// The demo's benefits and deductions, seeded before its payroll year as demo.ts does, on a fixed day.
const f = testFile();
const TODAY = new Date(Date.UTC(2026, 3, 20)); // 20 April 2026: January to March confirmed, April open
const BASE = '/payroll/benefit-and-deduction';

beforeAll(async () => {
  const demo = await f.companyId('demo');
  await runAsTenant(f.t.database, demo, { system: 'test' }, { error: () => undefined }, async ({ tx }) => {
    await seedDemoBenefits(tx, demo, TODAY);
    await seedDemoPayroll(tx, demo, TODAY);
  });
}, 180_000);

describe('the demo company’s benefits and deductions', () => {
  it('are paid in every payroll month, recorded as paid for the confirmed ones', async () => {
    const admin = await f.as('admin');
    const approved = dataOf<ListPage<BenefitDeduction>>(
      await admin.get(`${BASE}?status=approved&perPage=100`),
    );
    const kinds = new Set(approved.results.map((r) => r.type_name));
    expect(kinds).toEqual(new Set(['Housing support', 'Cooperative savings']));
    const savings = approved.results.find((r) => r.type_name === 'Cooperative savings');
    const detail = dataOf<BenefitDeductionDetail>(await admin.get(`${BASE}/${savings?.id}`));
    expect(detail.payments.map((p) => p.month)).toEqual(['2026-01', '2026-02', '2026-03']);

    const lines = await runAsTenant(
      f.t.database,
      await f.companyId('demo'),
      { system: 'test' },
      { error: () => undefined },
      async ({ tx }) =>
        (
          await tx.execute<{ month: number; kind: string; n: string }>(sql`
            SELECT r.month, l->>'kind' AS kind, count(*)::text AS n FROM payroll_schedule_rows r,
              jsonb_array_elements(r.lines) l
            WHERE r.year = 2026 AND l->>'source' = 'benefit-deductions' GROUP BY r.month, l->>'kind' ORDER BY 1, 2`)
        ).rows,
    );
    for (const month of [1, 2, 3, 4]) {
      expect(lines.filter((l) => l.month === month).map((l) => l.kind)).toEqual(['benefit', 'deduction']);
    }
  });

  it('leaves one record waiting on the owner in the approvals inbox', async () => {
    const admin = await f.as('admin');
    const waiting = dataOf<ListPage<BenefitDeduction>>(await admin.get(`${BASE}/approvals`));
    expect(waiting.results.map((r) => [r.type_name, r.status])).toEqual([['Medical support', 'pending']]);
  });
});
