import { describe, expect, it } from 'vitest';
import type { MealPlan, MealRow, PayslipReport, SchedulePage } from '@clockroom/contracts';
import { dataOf, testFile } from '../../test/kit.ts';
import { canteenFixture, clock, mealsOfDevice } from './canteen.fixtures.ts';

const RUN = '/payroll/salarymanagement/salary-schedules';
const f = testFile();
const inDemo = <T>(fn: Parameters<typeof f.inCompany>[1]) => f.inCompany('demo', fn) as Promise<T>;
const fx = canteenFixture((fn) => f.inCompany('demo', fn));

describe('the canteen in the payroll run', () => {
  it('deducts the month’s employee shares as "Canteen meals", settles them on confirmation once, and rolls late meals on', async () => {
    const admin = await f.as('admin');
    const branchId = await fx.branch();
    const e = await fx.employee(branchId);
    await fx.paid(e.id, 300_000);
    dataOf<MealPlan>(
      await admin.post('/canteen/meal-plans', {
        name: `Payroll lunch ${process.pid}`,
        price: '1500',
        company_share_percent: 60,
        meals_per_day: 1,
        employee_ids: [e.id],
      }),
      201,
    );
    const canteen = await clock(f.t, admin, branchId);
    dataOf(await admin.post('/canteen/points', { device_id: canteen.id, name: 'Payroll canteen' }), 201);
    await canteen.simulator.pushPunches([
      { pin: e.pin, time: '2026-05-04 12:00:00' },
      { pin: e.pin, time: '2026-05-05 12:00:00' },
      { pin: e.pin, time: '2026-05-06 12:00:00' },
      { pin: e.pin, time: '2026-06-01 12:00:00' },
    ]);

    const may = { month: 5, year: 2026, branch_ids: [branchId] };
    const row = dataOf<SchedulePage>(await admin.post(RUN, may)).results.find((r) => r.employee_id === e.id);
    expect(row?.deductions).toBe('1800.00');
    dataOf(await admin.post(`${RUN}/confirm`, may));
    const slip = dataOf<PayslipReport>(
      await admin.post('/payroll/reports/payslips', { employee_id: e.id, ...may }),
    );
    expect(slip.deductions.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Canteen meals', current_pay: '1800.00' })]),
    );
    expect((await mealsOfDevice(inDemo, canteen.id)).map((m) => m.settled_month)).toEqual([
      '2026-05',
      '2026-05',
      '2026-05',
      null,
    ]);
    // Confirming again settles nothing more.
    await admin.post(`${RUN}/confirm`, may);
    expect(
      (await mealsOfDevice(inDemo, canteen.id)).filter((m) => m.settled_month === '2026-05'),
    ).toHaveLength(3);

    // A May meal pushed after May was confirmed goes to June, with June's own meal.
    await canteen.simulator.pushPunches([{ pin: e.pin, time: '2026-05-29 12:00:00' }]);
    const june = { month: 6, year: 2026, branch_ids: [branchId] };
    const juneRow = dataOf<SchedulePage>(await admin.post(RUN, june)).results.find(
      (r) => r.employee_id === e.id,
    );
    expect(juneRow?.deductions).toBe('1200.00');
    dataOf(await admin.post(`${RUN}/confirm`, june));
    const log = dataOf<{ results: MealRow[] }>(await admin.get('/canteen/meals?month=2026-05'));
    expect(log.results.find((m) => m.day === '2026-05-29')?.settled_month).toBe('2026-06');
  });
});
