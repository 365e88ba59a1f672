import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CANTEEN_MESSAGES as M,
  type CanteenDashboard,
  type CanteenPoint,
  type MealPlan,
  type MealRow,
  type MyMeals,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../test/kit.ts';
import { canteenFixture, clock, mealsOfDevice, punchCount } from './canteen.fixtures.ts';

const PLANS = '/canteen/meal-plans';
const f = testFile();
const inDemo = <T>(fn: Parameters<typeof f.inCompany>[1]) => f.inCompany('demo', fn) as Promise<T>;
const fx = canteenFixture((fn) => f.inCompany('demo', fn));
let n = 0;
const plan = (over: Record<string, unknown> = {}) => ({
  name: `Lunch ${process.pid}-${(n += 1)}`,
  description: 'Rice and stew',
  price: '1500',
  company_share_percent: 60,
  meals_per_day: 1,
  ...over,
});

describe('meal plans', () => {
  it('creates, reads, lists, edits, assigns (moving members), unassigns and deletes a plan', async () => {
    const admin = await f.as('admin');
    const branchId = await fx.branch();
    const a = (await fx.employee(branchId)).id;
    const b = (await fx.employee(branchId)).id;
    const made = dataOf<MealPlan>(await admin.post(PLANS, plan({ employee_ids: [a] })), 201);
    expect(made).toMatchObject({
      price: '1500.00',
      company_share_percent: 60,
      employee_share: '600.00',
      company_share: '900.00',
      meals_per_day: 1,
      active: true,
      employees_count: 1,
    });
    expect(made.employees?.map((e) => e.employee_id)).toEqual([a]);
    expect(dataOf(await admin.get(`${PLANS}/${made.id}`))).toEqual(made);
    const listed = dataOf<{ results: MealPlan[] }>(await admin.get(`${PLANS}?search_query=${made.name}`));
    expect(listed.results.map((p) => p.id)).toEqual([made.id]);

    const other = dataOf<MealPlan>(
      await admin.post(PLANS, plan({ price: '999.99', company_share_percent: '33.33' })),
      201,
    );
    // ₦999.99 × 66.67 % = ₦666.69333 → ₦666.69 for the employee, the rest for the company.
    expect([other.employee_share, other.company_share]).toEqual(['666.69', '333.30']);
    const moved = await admin.post(`${PLANS}/${other.id}/assign`, { employee_ids: [a, b] });
    expect(moved.json().message).toBe(M.employeesAssigned);
    expect(dataOf<MealPlan>(moved).employees_count).toBe(2);
    expect(dataOf<MealPlan>(await admin.get(`${PLANS}/${made.id}`)).employees_count).toBe(0);
    const left = dataOf<MealPlan>(await admin.post(`${PLANS}/${other.id}/unassign`, { employee_ids: [b] }));
    expect(left.employees?.map((e) => e.employee_id)).toEqual([a]);

    const edited = dataOf<MealPlan>(
      await admin.put(`${PLANS}/${made.id}`, plan({ name: made.name, price: 2000, active: 'false' })),
    );
    expect(edited).toMatchObject({ price: '2000.00', active: false, employee_share: '800.00' });
    expect((await admin.delete(`${PLANS}/${made.id}`)).json().message).toBe(M.planDeleted);
    expect((await admin.get(`${PLANS}/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input field by field, a taken name and strangers', async () => {
    const admin = await f.as('admin');
    expectFieldError(await admin.post(PLANS, plan({ name: '' })), 'name', M.nameRequired);
    expectFieldError(await admin.post(PLANS, plan({ price: '12.345' })), 'price', M.priceRequired);
    expectFieldError(
      await admin.post(PLANS, plan({ company_share_percent: 101 })),
      'company_share_percent',
      M.sharePercentInvalid,
    );
    expectFieldError(
      await admin.post(PLANS, plan({ company_share_percent: '1.234' })),
      'company_share_percent',
      M.sharePercentInvalid,
    );
    expectFieldError(
      await admin.post(PLANS, plan({ meals_per_day: 0 })),
      'meals_per_day',
      M.mealsPerDayInvalid,
    );
    expectFieldError(
      await admin.post(PLANS, plan({ employee_ids: [999_999_999] })),
      'employee_ids',
      M.employeesInvalid,
    );
    const taken = dataOf<MealPlan>(await admin.post(PLANS, plan()), 201);
    expectFieldError(await admin.post(PLANS, plan({ name: taken.name.toUpperCase() })), 'name', M.nameTaken);
    expectFieldError(
      await admin.post(`${PLANS}/${taken.id}/assign`, { employee_ids: [] }),
      'employee_ids',
      M.selectionRequired,
    );
    const employee = await f.as('employee');
    expect((await employee.post(PLANS, plan())).statusCode).toBe(403);
    expect((await employee.get(PLANS)).statusCode).toBe(403);
  });
});

describe('canteen points and meals', () => {
  it('turns a canteen point’s verifications into meals (one per re-send, refusals logged) and leaves other clocks punching', async () => {
    const admin = await f.as('admin');
    const branchId = await fx.branch();
    const e1 = await fx.employee(branchId);
    const e2 = await fx.employee(branchId);
    const e3 = await fx.employee(branchId);
    const [fed, twice] = [e1.id, e2.id];
    const [pFed, pTwice, pPlanless] = [e1.pin, e2.pin, e3.pin];
    const lunch = dataOf<MealPlan>(await admin.post(PLANS, plan({ employee_ids: [fed] })), 201);
    dataOf(
      await admin.post(
        PLANS,
        plan({ price: '1000', company_share_percent: 50, meals_per_day: 2, employee_ids: [twice] }),
      ),
      201,
    );

    const canteen = await clock(f.t, admin, branchId);
    const ordinary = await clock(f.t, admin, branchId);
    const point = dataOf<CanteenPoint>(
      await admin.post('/canteen/points', { device_id: canteen.id, name: 'Main canteen' }),
      201,
    );
    expect(point).toMatchObject({ id: canteen.id, name: 'Main canteen', meals_today: 0 });
    expectFieldError(
      await admin.post('/canteen/points', { device_id: canteen.id, name: 'Again' }),
      'device_id',
      M.deviceTaken,
    );
    expectFieldError(
      await admin.post('/canteen/points', { device_id: 999_999_999, name: 'X' }),
      'device_id',
      M.deviceInvalid,
    );
    expectFieldError(
      await admin.post('/canteen/points', { device_id: ordinary.id, name: '' }),
      'name',
      M.pointNameRequired,
    );
    expect(dataOf<CanteenPoint[]>(await admin.get('/canteen/points')).map((p) => p.id)).toContain(canteen.id);

    const lines = [
      { pin: pFed, time: '2026-03-10 12:05:00' },
      { pin: pFed, time: '2026-03-10 13:00:00' }, // over the plan's one meal a day
      { pin: pTwice, time: '2026-03-10 12:10:00' },
      { pin: pTwice, time: '2026-03-10 18:10:00' },
      { pin: pPlanless, time: '2026-03-10 12:20:00' },
      { pin: 'NOBODY1', time: '2026-03-10 12:30:00' },
    ];
    expect(await canteen.simulator.pushPunches(lines)).toEqual(['OK:6']);
    // A lost answer: the device sends the same lines again; they stay the same meals.
    await canteen.simulator.pushPunches(lines.slice(0, 2));
    expect(await punchCount(inDemo, canteen.id)).toBe(0);
    const stored = await mealsOfDevice(inDemo, canteen.id);
    expect(
      stored.map((m) => [
        m.device_pin,
        m.status,
        m.refusal_reason,
        m.employee_share_kobo,
        m.company_share_kobo,
      ]),
    ).toEqual([
      [pFed, 'served', null, '60000', '90000'],
      [pTwice, 'served', null, '50000', '50000'],
      [pPlanless, 'refused', 'no_plan', '0', '0'],
      ['NOBODY1', 'refused', 'unknown_pin', '0', '0'],
      [pFed, 'refused', 'limit_reached', '0', '0'],
      [pTwice, 'served', null, '50000', '50000'],
    ]);

    // The same lines at an ordinary clock are punches, as before.
    await ordinary.simulator.pushPunches([{ pin: pFed, time: '2026-03-10 08:00:00' }]);
    expect(await punchCount(inDemo, ordinary.id)).toBe(1);
    expect(await mealsOfDevice(inDemo, ordinary.id)).toEqual([]);

    const log = dataOf<{ results: MealRow[]; total: number }>(
      await admin.get(`/canteen/meals?month=2026-03&status=refused&meal_plan_id=${lunch.id}`),
    );
    expect(log.results.map((m) => [m.pin, m.refusal_reason, m.meal_plan, m.point])).toEqual([
      [pFed, 'limit_reached', lunch.name, 'Main canteen'],
    ]);
    const byBranch = dataOf<{ total: number }>(
      await admin.get(`/canteen/meals?month=2026-03&branch_id=${branchId}`),
    );
    expect(byBranch.total).toBe(5);
    expectFieldError(await admin.get('/canteen/meals?month=2026-13'), 'month', M.monthInvalid);
    expectFieldError(await admin.get('/canteen/meals?status=eaten'), 'status', M.statusInvalid);

    const board = dataOf<CanteenDashboard>(await admin.get('/canteen/dashboard?month=2026-03'));
    expect(board.daily).toHaveLength(31);
    expect(board.daily.find((d) => d.day === '2026-03-10')).toMatchObject({ served: expect.any(Number) });
    expect(board.by_plan.find((g) => g.id === lunch.id)).toMatchObject({
      meals: 1,
      total: '1500.00',
      employee_share: '600.00',
      company_share: '900.00',
    });

    for (const format of ['csv', 'xlsx', 'pdf']) {
      const file = await admin.post(`/canteen/meals/download/${format}`, { month: '2026-03' });
      expect(file.statusCode, file.body).toBe(200);
      expect(file.json().data).toMatch(new RegExp(`\\.${format}$`));
    }
    expect((await admin.post('/canteen/meals/download/doc', {})).statusCode).toBe(422);

    expect((await admin.delete(`/canteen/points/${canteen.id}`)).json().message).toBe(M.pointDeleted);
    await canteen.simulator.pushPunches([{ pin: pFed, time: '2026-03-11 12:00:00' }]);
    expect(await punchCount(inDemo, canteen.id)).toBe(1);
    expect((await admin.delete(`/canteen/points/${canteen.id}`)).statusCode).toBe(404);
  });

  it('shows the employee their month and what it costs them', async () => {
    const admin = await f.as('admin');
    const employee = await f.as('employee');
    const [me] = await inDemo<{ id: string; pin: string; branch_id: string }[]>(
      async (tx) =>
        (
          await tx.execute<{ id: string; pin: string; branch_id: string }>(
            sql`SELECT id, pin, branch_id FROM employees WHERE email = 'employee@demo.example'`,
          )
        ).rows,
    );
    const meId = Number(me?.id);
    dataOf(
      await admin.post(PLANS, plan({ price: '1500', company_share_percent: 60, employee_ids: [meId] })),
      201,
    );
    const canteen = await clock(f.t, admin, Number(me?.branch_id));
    dataOf(await admin.post('/canteen/points', { device_id: canteen.id, name: 'ESS canteen' }), 201);
    await canteen.simulator.pushPunches([
      { pin: me?.pin ?? '', time: '2026-02-03 12:00:00' },
      { pin: me?.pin ?? '', time: '2026-02-04 12:00:00' },
    ]);
    const mine = dataOf<MyMeals>(await employee.get('/canteen/me/meals?month=2026-02'));
    expect(mine).toMatchObject({
      month: '2026-02',
      meals: 2,
      refused: 0,
      employee_share: '1200.00',
      company_share: '1800.00',
    });
    expect(mine.plan).toMatchObject({ price: '1500.00', employee_share: '600.00', meals_per_day: 1 });
    expect(mine.results.map((m) => m.day)).toEqual(['2026-02-04', '2026-02-03']);
    expect(dataOf<MyMeals>(await employee.get('/canteen/me/meals?month=2026-01')).results).toEqual([]);
    expectFieldError(await employee.get('/canteen/me/meals?month=feb'), 'month', M.monthInvalid);
  });
});
