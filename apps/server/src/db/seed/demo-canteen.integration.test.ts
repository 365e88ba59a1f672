import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CanteenDashboard,
  CanteenPoint,
  ListPage,
  MealPlan,
  MealRow,
  MyMeals,
} from '@clockroom/contracts';
import { runAsTenant } from '../../platform/tenancy/tenant-work.ts';
import { dataOf, testFile } from '../../test/kit.ts';
import { seedDemoCanteen } from './demo-canteen.ts';

// The demo's canteen on a fixed day: Friday 20 November 2026, so its week is 11 to 19 November.
const f = testFile();
const TODAY = new Date(Date.UTC(2026, 10, 20, 9));

beforeAll(async () => {
  const demo = await f.companyId('demo');
  await runAsTenant(f.t.database, demo, { system: 'test' }, { error: () => undefined }, ({ tx }) =>
    seedDemoCanteen(tx, demo, TODAY),
  );
}, 120_000);

describe('the demo company’s canteen', () => {
  it('has the Staff lunch plan for most of the staff, a canteen point and a week of meals with two refusals', async () => {
    const admin = await f.as('admin');
    const plans = dataOf<ListPage<MealPlan>>(await admin.get('/canteen/meal-plans'));
    const lunch = plans.results.find((p) => p.name === 'Staff lunch');
    expect(lunch).toMatchObject({ price: '1500.00', company_share_percent: 60, employee_share: '600.00' });
    expect(lunch?.employees_count).toBeGreaterThan(5);
    const points = dataOf<CanteenPoint[]>(await admin.get('/canteen/points'));
    expect(points.map((p) => p.name)).toContain('Main canteen');

    const board = dataOf<CanteenDashboard>(await admin.get('/canteen/dashboard?month=2026-11'));
    expect(board.month_totals.meals).toBeGreaterThan(20);
    expect(board.month_totals.refused).toBeGreaterThanOrEqual(2);
    expect(new Set(board.daily.filter((d) => d.served > 0).map((d) => d.day)).size).toBe(7);
    expect(board.daily.find((d) => d.day === '2026-11-20')?.served ?? 0).toBe(0);
    const refused = dataOf<ListPage<MealRow>>(await admin.get('/canteen/meals?month=2026-11&status=refused'));
    expect(new Set(refused.results.map((m) => m.refusal_reason))).toEqual(
      new Set(['no_plan', 'limit_reached']),
    );

    const mine = dataOf<MyMeals>(await (await f.as('employee')).get('/canteen/me/meals?month=2026-11'));
    expect(mine.plan?.name).toBe('Staff lunch');
    expect(mine.meals).toBeGreaterThan(0);
    expect(mine.employee_share).toBe(`${mine.meals * 600}.00`);
  });
});
