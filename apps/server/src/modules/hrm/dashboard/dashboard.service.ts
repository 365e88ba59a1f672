import { HRM_DASHBOARD_UPCOMING_DAYS, type HrmDashboard } from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { visibleBranchIds } from '../../../platform/auth/branch-scope.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import * as repo from './dashboard.repository.ts';

/** The HR dashboard over the branches the viewer sees, by the company's today and leave year. */
export async function hrmDashboard(ctx: SignedInContext): Promise<HrmDashboard> {
  const branchIds = visibleBranchIds(ctx);
  const { today } = await companyToday(ctx.tx, ctx.companyId);
  const year = Number(today.slice(0, 4));
  return {
    today,
    year,
    on_leave_today: await repo.onLeaveToday(ctx.tx, ctx.companyId, branchIds, today),
    requests_by_status: await repo.requestsByStatus(ctx.tx, ctx.companyId, branchIds, today, year),
    upcoming_leave: await repo.upcomingLeave(
      ctx.tx,
      ctx.companyId,
      branchIds,
      today,
      HRM_DASHBOARD_UPCOMING_DAYS,
    ),
    usage_by_type: await repo.usageByLeaveType(ctx.tx, ctx.companyId, branchIds, year),
    pending_exemptions: await repo.pendingExemptions(ctx.tx, ctx.companyId, branchIds),
  };
}
