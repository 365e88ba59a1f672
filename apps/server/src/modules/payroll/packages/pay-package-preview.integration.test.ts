import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAY_PACKAGE_MESSAGES as M, type PayPackagePreview } from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile, type TestClient } from '../../../test/kit.ts';
import { breakdownIds, packageMaker, PAY_PACKAGES as BASE } from './pay-packages.fixtures.ts';

const f = testFile();

const createPackage = packageMaker('Preview package', '250000');

const preview = async (c: TestClient, id: number, query = 'month=3&year=2026') =>
  dataOf<PayPackagePreview>(await c.get(`${BASE}/${id}/preview?${query}`));

describe('pay package preview', () => {
  it('works out ₦250,000 on the default breakdown under the Nigeria Tax Act 2025, to the kobo', async () => {
    const admin = await f.as('admin');
    const pkg = await createPackage(admin);
    const res = await admin.get(`${BASE}/${pkg.id}/preview?month=3&year=2026&nhf=true`);
    expect(res.json().message).toBe(M.previewLoaded);
    const p = dataOf<PayPackagePreview>(res);
    expect(p.components.map((c) => [c.code, c.amount])).toEqual([
      ['BASIC', '100000.00'],
      ['HOUSING', '75000.00'],
      ['TRANSPORT', '50000.00'],
      ['UTILITY', '25000.00'],
    ]);
    // Pension 8 % of 225,000; NHF 2.5 % of basic; chargeable 3,000,000 − 12 × 20,500 = 2,754,000:
    // 15 % of 1,954,000 = 293,100 a year, 24,425 a month.
    expect(p).toMatchObject({
      tax_regime: 'nta_2025',
      monthly_salary: '250000.00',
      gross_pay: '250000.00',
      pensionable_pay: '225000.00',
      pension_employee: '18000.00',
      nhf: '2500.00',
      nhis: '0.00',
      paye: '24425.00',
      total_deductions: '44925.00',
      net_pay: '205075.00',
      pension_employer: '22500.00',
      nhf_enabled: true,
      annual_rent: '0.00',
    });
    expect(p.employer.map((e) => [e.code, e.amount])).toEqual(
      expect.arrayContaining([
        ['PENSION_EMPLOYER', '22500.00'],
        ['NSITF', '2500.00'],
      ]),
    );
    // Without NHF: 2,784,000 chargeable, 297,600 a year.
    expect(await preview(admin, pkg.id, 'month=3&year=2026&nhf=false')).toMatchObject({
      nhf: '0.00',
      paye: '24800.00',
      net_pay: '207200.00',
    });
    // Declared rent of ₦1,000,000: relief 200,000, so 2,554,000 chargeable, 263,100 a year.
    expect(await preview(admin, pkg.id, 'month=3&year=2026&nhf=1&annual_rent=1000000')).toMatchObject({
      annual_rent: '1000000.00',
      paye: '21925.00',
    });
  });

  it('gives the issue’s worked example: ₦250,000 all pensionable at 8 % pays ₦24,500 a month', async () => {
    const admin = await f.as('admin');
    const ids = await breakdownIds(f);
    const pkg = await createPackage(admin, {
      pay_breakdowns: [{ pay_breakdown_id: ids.BASIC, amount: 250000 }],
    });
    const p = await preview(admin, pkg.id, 'month=6&year=2026&nhf=false');
    expect(p.components).toMatchObject([{ code: 'BASIC', calculation_type: 'fixed', amount: '250000.00' }]);
    expect(p).toMatchObject({ pension_employee: '20000.00', paye: '24500.00', net_pay: '205500.00' });
  });

  it('shows a formula component’s evaluated amount, and uses PITA before 2026', async () => {
    const admin = await f.as('admin');
    await f.inCompany('demo', (tx) =>
      tx.execute(sql`
        INSERT INTO pay_breakdowns (company_id, allowance_name, code, component_type, calculation_type,
          formula, is_pensionable, is_taxable, position)
        VALUES (current_setting('app.company_id')::bigint, 'Lunch', 'LUNCH', 'other', 'formula',
          'min(BASIC * 0.1, 5000)', false, true, 9)`),
    );
    const ids = await breakdownIds(f);
    const pkg = await createPackage(admin, {
      pay_breakdowns: [{ pay_breakdown_id: ids.BASIC }, { pay_breakdown_id: ids.LUNCH }],
    });
    const p = await preview(admin, pkg.id);
    expect(p.components.map((c) => [c.code, c.calculation_type, c.amount])).toEqual([
      ['BASIC', 'percentage', '100000.00'],
      ['LUNCH', 'formula', '5000.00'],
    ]);
    expect(p.gross_pay).toBe('105000.00');
    expect((await preview(admin, pkg.id, 'month=12&year=2025')).tax_regime).toBe('pita');
  });

  it('answers 422 for a bad query, 404 for another package and 403 without the permission', async () => {
    const admin = await f.as('admin');
    const pkg = await createPackage(admin);
    expectFieldError(
      await admin.get(`${BASE}/${pkg.id}/preview?annual_rent=-5`),
      'annual_rent',
      M.annualRentInvalid,
    );
    expectFieldError(await admin.get(`${BASE}/${pkg.id}/preview?month=13`), 'month', M.monthInvalid);
    expect((await admin.get(`${BASE}/99999999/preview`)).statusCode).toBe(404);
    expect((await (await f.as('employee')).get(`${BASE}/${pkg.id}/preview`)).statusCode).toBe(403);
    // With no query at all it works the current month out (the default package took Lunch too).
    const now = await preview(admin, pkg.id, '');
    expect([now.year, now.month]).toEqual([new Date().getUTCFullYear(), new Date().getUTCMonth() + 1]);
    expect(now.gross_pay).toBe('255000.00');
  });
});
