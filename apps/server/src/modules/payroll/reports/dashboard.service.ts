import {
  PAYROLL_DASHBOARD_READERS,
  hasAnyPermission,
  type AdminPayrollDashboard,
  type AdminPayrollDashboardMonth,
  type AdminPayrollDashboardQuery,
} from '@clockroom/contracts';
import { visibleBranchIds } from '../../../platform/auth/branch-scope.ts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import * as repo from './dashboard.repository.ts';
import { STATUTORY_FIGURES } from './reports.repository.ts';

const COST = ['gross_pay_kobo', 'employer_contributions_kobo', 'net_pay_kobo', 'cost_kobo'] as const;

/** Sums of integers in BigInt, so a year's total is its months' to the kobo. */
const sumOf = <T>(items: readonly T[], value: (item: T) => number) =>
  Number(items.reduce((n, item) => n + BigInt(value(item)), 0n));

function monthOf(month: number, sums: repo.DashboardMonthSums | undefined): AdminPayrollDashboardMonth {
  if (!sums)
    return {
      month,
      gross_pay_kobo: 0,
      employer_contributions_kobo: 0,
      net_pay_kobo: 0,
      cost_kobo: 0,
      headcount: 0,
    };
  return {
    month,
    gross_pay_kobo: sums.gross_pay_kobo,
    employer_contributions_kobo: sums.employer_contributions_kobo,
    net_pay_kobo: sums.net_pay_kobo,
    cost_kobo: Number(BigInt(sums.gross_pay_kobo) + BigInt(sums.employer_contributions_kobo)),
    headcount: sums.headcount,
  };
}

/**
 * GET /payroll/dashboard (ADR 47): the year's twelve months of confirmed pay, their totals and the
 * statutory totals, and the last confirmed month. The year is the last confirmed month's unless asked.
 */
export async function payrollDashboard(
  ctx: ActingContext,
  q: AdminPayrollDashboardQuery,
): Promise<AdminPayrollDashboard> {
  // The route guard takes one slug; salary managers and report readers both see the dashboard.
  if (!hasAnyPermission(ctx.user, PAYROLL_DASHBOARD_READERS)) throw forbidden();
  const visible = visibleBranchIds(ctx);
  const last = await repo.lastConfirmed(ctx.tx, ctx.companyId, visible);
  const year = q.year ?? last?.year ?? Number((await companyToday(ctx.tx, ctx.companyId)).today.slice(0, 4));
  const sums = await repo.monthSums(ctx.tx, ctx.companyId, year, visible);
  const months = Array.from({ length: 12 }, (_, i) =>
    monthOf(
      i + 1,
      sums.find((s) => s.month === i + 1),
    ),
  );
  return {
    year,
    months,
    totals: Object.fromEntries(
      COST.map((k) => [k, sumOf(months, (m) => m[k])]),
    ) as AdminPayrollDashboard['totals'],
    statutory: Object.fromEntries(
      STATUTORY_FIGURES.map((k) => [k, sumOf(sums, (s) => s[k])]),
    ) as AdminPayrollDashboard['statutory'],
    last_confirmed: last,
  };
}
