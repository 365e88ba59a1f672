import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListPage, LoanDisbursement, PayslipReport, RepayableLoan } from '@clockroom/contracts';
import { runAsTenant } from '../../platform/tenancy/tenant-work.ts';
import { dataOf, testFile } from '../../test/kit.ts';
import { seedDemoPayroll } from './payroll.ts';
import { seedDemoLoanSettings } from './demo-loan-settings.ts';
import { seedDemoLoans } from './demo-loans.ts';

// The demo's running loan, seeded after its payroll year and loan settings as demo.ts does, on a fixed day.
const f = testFile();
const TODAY = new Date(Date.UTC(2026, 3, 20)); // 20 April 2026: January to March confirmed, April open
let employeeId = 0;

beforeAll(async () => {
  const demo = await f.companyId('demo');
  await runAsTenant(f.t.database, demo, { system: 'test' }, { error: () => undefined }, async ({ tx }) => {
    await seedDemoPayroll(tx, demo, TODAY);
    await seedDemoLoanSettings(tx, demo);
    await seedDemoLoans(tx, demo, TODAY);
    const r = await tx.execute<{ id: string | number }>(
      sql`SELECT id FROM employees WHERE company_id = ${demo} AND email = 'employee@demo.example'`,
    );
    employeeId = Number(r.rows[0]?.id);
  });
}, 180_000);

describe('the demo company’s running loan', () => {
  it('is a disbursed car loan with the confirmed months’ instalments paid and the rest owed', async () => {
    const admin = await f.as('admin');
    const disbursements = dataOf<ListPage<LoanDisbursement>>(await admin.get('/payroll/loans/disbursements'));
    expect(disbursements.results).toEqual([
      expect.objectContaining({
        employee_id: employeeId,
        loan_type: 'Car loan',
        amount: '600000.00',
        disbursed_on: '2025-12-20',
      }),
    ]);
    const [loan] = dataOf<RepayableLoan[]>(
      await admin.get(`/payroll/loans/requests/get-loan-not-fully-refunded?employee_id=${employeeId}`),
    );
    expect(loan).toMatchObject({
      status: 'disbursed',
      repayment_start: '2026-01',
      monthly_instalment: '53309.27',
      total_repayable: '639711.27',
      amount_repaid: '159927.81',
      balance: '479783.46',
    });

    const march = dataOf<PayslipReport>(
      await admin.post('/payroll/reports/payslips', { employee_id: employeeId, month: 3, year: 2026 }),
    );
    expect(march.deductions.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Car loan repayment',
          current_pay: '53309.27',
          year_to_date: '159927.81',
        }),
      ]),
    );
    // April is open and its row deducts the fourth instalment.
    const april = await f.inCompany('demo', async (tx) => {
      const r = await tx.execute<{ status: string; loan: string | null }>(sql`
        SELECT status, (SELECT l->>'amount_kobo' FROM jsonb_array_elements(lines) l
          WHERE l->>'kind' = 'loan_repayment') AS loan
        FROM payroll_schedule_rows WHERE employee_id = ${employeeId} AND year = 2026 AND month = 4`);
      return r.rows[0];
    });
    expect(april).toEqual({ status: 'open', loan: '5330927' });
  });
});
