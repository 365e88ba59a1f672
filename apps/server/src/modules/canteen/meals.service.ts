import {
  mealShares,
  koboText,
  toPaging,
  type CanteenDashboard,
  type ListPage,
  type MealLogFilter,
  type MealRow,
  type MyMeals,
  type PagingQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../platform/http/context.ts';
import * as repo from './meals.repository.ts';

/** The canteen's readings (ADR 55): the admin dashboard, the meal log, and the employee's month. */

export async function dashboard(ctx: SignedInContext, month: string | undefined): Promise<CanteenDashboard> {
  const range = await repo.monthRange(ctx.tx, ctx.companyId, month);
  const [today, monthTotals, byPlan, byBranch, daily] = await Promise.all([
    repo.totals(ctx.tx, ctx.companyId, range.today, range.today),
    repo.totals(ctx.tx, ctx.companyId, range.start, range.end),
    repo.groups(ctx.tx, ctx.companyId, range, 'plan'),
    repo.groups(ctx.tx, ctx.companyId, range, 'branch'),
    repo.daily(ctx.tx, ctx.companyId, range),
  ]);
  return {
    month: range.month,
    today,
    month_totals: monthTotals,
    by_plan: byPlan,
    by_branch: byBranch,
    daily,
  };
}

export async function mealLog(
  ctx: SignedInContext,
  q: PagingQuery & MealLogFilter,
): Promise<ListPage<MealRow>> {
  const p = toPaging(q);
  const range = await repo.monthRange(ctx.tx, ctx.companyId, q.month);
  const [total, results] = await Promise.all([
    repo.countLog(ctx.tx, ctx.companyId, range, q),
    repo.readLog(ctx.tx, ctx.companyId, range, q, { limit: p.perPage, offset: p.offset }),
  ]);
  return { results, total };
}

/** The employee's month: meals served and refused, and what the served ones cost them. */
export async function myMeals(ctx: SignedInContext, month: string | undefined): Promise<MyMeals> {
  const employeeId = ctx.user.employee.id;
  const range = await repo.monthRange(ctx.tx, ctx.companyId, month);
  const [plan, sums, results] = await Promise.all([
    repo.planOf(ctx.tx, ctx.companyId, employeeId),
    repo.totals(ctx.tx, ctx.companyId, range.start, range.end, employeeId),
    repo.mealsOf(ctx.tx, ctx.companyId, employeeId, range),
  ]);
  const shares = plan ? mealShares(Number(plan.price_kobo), plan.company_share_percent) : null;
  return {
    month: range.month,
    plan:
      plan && shares
        ? {
            name: plan.name,
            price: koboText(plan.price_kobo),
            employee_share: koboText(shares.employeeKobo),
            company_share: koboText(shares.companyKobo),
            meals_per_day: Number(plan.meals_per_day),
          }
        : null,
    meals: sums.meals,
    refused: sums.refused,
    employee_share: sums.employee_share,
    company_share: sums.company_share,
    results,
  };
}
