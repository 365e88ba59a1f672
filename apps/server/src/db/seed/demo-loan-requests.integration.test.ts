import { beforeAll, describe, expect, it } from 'vitest';
import type { ListPage, LoanRequest } from '@clockroom/contracts';
import { runAsTenant } from '../../platform/tenancy/tenant-work.ts';
import { dataOf, testFile } from '../../test/kit.ts';
import { seedDemoLoanSettings } from './demo-loan-settings.ts';
import { seedDemoLoanRequests } from './demo-loan-requests.ts';

// The demo's pending loan request (npm start seeds it; the tests' template leaves it out): seeded into
// a copy of the template with the loan settings it needs, then read as the owner's inbox reads it.
const f = testFile();

beforeAll(async () => {
  const demo = await f.companyId('demo');
  await runAsTenant(f.t.database, demo, { system: 'test' }, { error: () => undefined }, async ({ tx }) => {
    await seedDemoLoanSettings(tx, demo);
    await seedDemoLoanRequests(tx, demo);
  });
}, 60_000);

describe('the demo company’s loan request', () => {
  it('waits on the owner, a salary advance with its schedule', async () => {
    const admin = await f.as('admin');
    const waiting = dataOf<ListPage<LoanRequest>>(
      await admin.get('/payroll/loans/requests/approvals'),
    ).results;
    expect(waiting.find((l) => l.loan_type_name === 'Salary advance')).toMatchObject({
      status: 'pending',
      amount: '150000.00',
      tenure_months: 3,
      monthly_instalment: '50000.00',
      balance: '150000.00',
      can_decide: true,
    });
    const home = dataOf<{ pending_loan_approvals_count: { loan_pending: number } }>(
      await admin.get('/home/ess'),
    );
    expect(home.pending_loan_approvals_count.loan_pending).toBe(1);
  });
});
