import { ATTENDANCE_TREND_DAYS, type AttendanceDashboard } from '@clockroom/contracts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { visibleBranchIds } from '../../../platform/auth/branch-scope.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import { ensureFacts } from '../engine/day-facts.service.ts';
import { addDays, daysBetween } from '../engine/zoned-time.ts';
import * as repo from './attendance-dashboard.repository.ts';

/**
 * The attendance dashboard (ADR 29) over the branches the viewer sees, by the company's today.
 * The facts of the trend's days are made current first (ADR 25), so the first visit of a month
 * computes what no report has yet.
 */
export async function attendanceDashboard(ctx: ActingContext): Promise<AttendanceDashboard> {
  const branchIds = visibleBranchIds(ctx);
  const { today } = await companyToday(ctx.tx, ctx.companyId);
  const from = addDays(today, 1 - ATTENDANCE_TREND_DAYS);
  await ensureFacts(ctx.tx, ctx.companyId, from, today);
  const counted = new Map(
    (await repo.trendDays(ctx.tx, ctx.companyId, branchIds, from, today)).map((d) => [d.date, d]),
  );
  const devices = await repo.deviceCounts(ctx.tx, ctx.companyId, branchIds);
  return {
    today,
    counts: await repo.todayCounts(ctx.tx, ctx.companyId, branchIds, today),
    // Every day of the range, so the chart's axis has no gaps on days nobody was planned.
    trend: daysBetween(from, today).map(
      (date) => counted.get(date) ?? { date, present: 0, late: 0, absent: 0 },
    ),
    devices: {
      ...devices,
      offline: devices.total - devices.online,
      offline_devices: await repo.offlineDevices(ctx.tx, ctx.companyId, branchIds),
    },
  };
}
