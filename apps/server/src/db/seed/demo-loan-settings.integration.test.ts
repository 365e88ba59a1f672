import { beforeAll, describe, expect, it } from 'vitest';
import type { LoanCapList, LoanType } from '@clockroom/contracts';
import { runAsTenant } from '../../platform/tenancy/tenant-work.ts';
import { dataOf, testFile } from '../../test/kit.ts';
import { seedDemoLoanSettings } from './demo-loan-settings.ts';

// The demo's loan settings (npm start seeds them; the tests' template leaves them out): seeded into
// a copy of the template, then read back through the API as the screens read them.
const f = testFile();

beforeAll(async () => {
  const demo = await f.companyId('demo');
  await runAsTenant(f.t.database, demo, { system: 'test' }, { error: () => undefined }, ({ tx }) =>
    seedDemoLoanSettings(tx, demo),
  );
}, 60_000);

describe('the demo company’s loan settings', () => {
  it('offers a salary advance and the car loan the demo’s running loan uses', async () => {
    const admin = await f.as('admin');
    const types = dataOf<{ results: LoanType[] }>(
      await admin.get('/payroll/loans/settings/loantypes?perPage=100'),
    ).results;
    expect(types.find((t) => t.name === 'Car loan')).toMatchObject({
      maximum_amount: '3000000.00',
      max_tenure_months: 24,
      interest_rate: '12',
      interest_type: 'reducing',
      eligible_after_months: 6,
      status: 'active',
    });
    expect(types.find((t) => t.name === 'Salary advance')).toMatchObject({
      maximum_amount: '200000.00',
      max_tenure_months: 3,
      interest_rate: '0',
      interest_type: 'flat',
    });
  });

  it('caps each office', async () => {
    const admin = await f.as('admin');
    const caps = dataOf<LoanCapList>(await admin.get('/payroll/loans/settings/loancaps'));
    expect(caps.results.find((c) => c.name === 'Abuja Branch')?.amount).toBe('3000000.00');
    expect(caps.results.find((c) => c.name === 'Lagos HQ')?.amount).toBe('5000000.00');
  });
});
