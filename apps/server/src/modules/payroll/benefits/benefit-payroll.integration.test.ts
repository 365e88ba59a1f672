import { describe, expect, it } from 'vitest';
import {
  BENEFIT_DEDUCTION_MESSAGES as M,
  type BenefitDeductionDetail,
  type PayslipReport,
  type SchedulePage,
} from '@clockroom/contracts';
import { dataOf, testFile } from '../../../test/kit.ts';
import { payrollFixture } from '../schedule/schedule.fixtures.ts';
import { BASE, grant, makeRecord, makeType, moveToBranch } from './benefits.fixtures.ts';

const RUN = '/payroll/salarymanagement/salary-schedules';
const f = testFile();
const inDemo = <T>(fn: Parameters<typeof f.inCompany>[1]) => f.inCompany('demo', fn) as Promise<T>;
const fx = payrollFixture((fn) => f.inCompany('demo', fn));

describe('benefits and deductions in the payroll run', () => {
  it('add a taxable benefit to PAYE’s gross, take a deduction off net pay, and record the months paid', async () => {
    const [admin, hr] = await Promise.all([f.as('admin'), f.as('hr')]);
    await grant(inDemo, 'hr@demo.example', ['approve benefit deduction', 'view benefit deductions']);
    const branchId = await fx.branch();
    const pack = await fx.package(250_000);
    const [plain, benefited, deducted] = [
      await fx.employee({ branchId }),
      await fx.employee({ branchId }),
      await fx.employee({ branchId }),
    ];
    for (const id of [plain, benefited, deducted]) await fx.assign(id, pack);
    const housing = await makeType(admin, { taxable: true });
    const coop = await makeType(admin, { deduction: true });
    const benefit = await makeRecord(admin, {
      employee_id: benefited,
      benefit_deduction_type_id: housing.id,
      amount: '50000',
      frequency: 'monthly',
      start_month: '2026-04',
      end_month: '2026-05',
    });
    const deduction = await makeRecord(admin, {
      employee_id: deducted,
      benefit_deduction_type_id: coop.id,
      amount: '10000',
      frequency: 'one_off',
      start_month: '2026-04',
    });
    // The admin entered them; HR decides them once the three work from a branch HR manages.
    const abuja = await moveToBranch(inDemo, benefited, 'Abuja');
    await moveToBranch(inDemo, deducted, 'Abuja');
    await moveToBranch(inDemo, plain, 'Abuja');
    await expect
      .poll(
        async () =>
          (await hr.post(`${BASE}/approve`, { benefit_deduction_ids: [benefit.id, deduction.id] }))
            .statusCode,
        {
          timeout: 10_000,
        },
      )
      .toBe(200);

    const body = { year: 2026, month: 4, branch_ids: [abuja] };
    const page = dataOf<SchedulePage>(await admin.post(RUN, { ...body, perPage: 100 }));
    const row = (id: number) => page.results.find((r) => r.employee_id === id);
    const [p, b, d] = [row(plain), row(benefited), row(deducted)];
    expect(b?.benefits).toBe('50000.00');
    expect(Number(b?.gross_pay) - Number(p?.gross_pay)).toBe(50_000);
    expect(Number(b?.paye)).toBeGreaterThan(Number(p?.paye));
    expect(d?.deductions).toBe('10000.00');
    expect(d?.paye).toBe(p?.paye);
    expect(Number(p?.net_pay) - Number(d?.net_pay)).toBe(10_000);

    expect((await admin.post(`${RUN}/confirm`, body)).statusCode).toBe(200);
    // Confirming again changes nothing.
    await admin.post(`${RUN}/confirm`, body);
    // The confirmed month's payslip shows the deduction by its type's name.
    const payslip = dataOf<PayslipReport>(
      await admin.post('/payroll/reports/payslips', { employee_id: deducted, year: 2026, month: 4 }),
    );
    expect(payslip.deductions.data).toContainEqual(
      expect.objectContaining({ code: `BD_${deduction.id}`, name: coop.name, current_pay: '10000.00' }),
    );

    const paid = dataOf<BenefitDeductionDetail>(await admin.get(`${BASE}/${deduction.id}`));
    expect(paid.payments).toEqual([expect.objectContaining({ month: '2026-04', amount: '10000.00' })]);
    expect(paid).toMatchObject({ months_paid: 1, months_total: 1 });
    const fully = await admin.delete(`${BASE}/${deduction.id}`);
    expect(fully.statusCode).toBe(409);
    expect(fully.json().message).toBe(M.fullyPaid);
    const half = dataOf<BenefitDeductionDetail>(await admin.get(`${BASE}/${benefit.id}`));
    expect(half).toMatchObject({
      months_paid: 1,
      months_total: 2,
      payments: [{ month: '2026-04', amount: '50000.00' }],
    });

    // May pays the monthly benefit again and not the one-off deduction.
    const may = dataOf<SchedulePage>(await admin.post(RUN, { ...body, month: 5, perPage: 100 }));
    expect(may.results.find((r) => r.employee_id === benefited)?.benefits).toBe('50000.00');
    expect(may.results.find((r) => r.employee_id === deducted)?.deductions).toBe('0.00');
  });
});
