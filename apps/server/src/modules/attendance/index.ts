import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { approvalWiring } from '../../platform/approvals/approval-wiring.ts';
import { registerMobileClocks } from './mobile-clocks/register.ts';
import { mobileClockSubject } from './mobile-clocks/mobile-clock-subject.ts';
import { defineAttendanceRecompute } from './engine/recompute-job.ts';
import { attendanceReportRoutes } from './reports/attendance-reports.routes.ts';
import { shiftRoutes } from './shifts/shifts.routes.ts';
import { deviceRoutes } from './devices/devices.routes.ts';
import { attendanceDashboardRoutes } from './dashboard/attendance-dashboard.routes.ts';
import { registerOvertimeSettings } from './overtime/settings/register.ts';
import { registerOvertimeRecords } from './overtime/records/register.ts';

export { todayClockIn } from './home-statistics.repository.ts';
export { todayPlan } from './engine/today-plan.service.ts';
export { registerIclock } from './iclock/iclock.routes.ts';
export { ignoreFunctionKey } from './devices/attendance-settings.repository.ts';
export {
  approvedOvertimeFor,
  type ApprovedOvertime,
} from './overtime/engine/approved-overtime.repository.ts';
export { providePackageAmounts, type PackageAmounts } from './overtime/engine/pay-package-base.repository.ts';
export { provideVerificationTaker, type VerificationTaker } from './iclock/verification-taker.ts';
export type { AttlogRecord } from './iclock/protocol.ts';

/** Time and attendance: devices, mobile clocks, shifts, the engine's day facts, reports and overtime. */
export async function registerAttendanceModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // What mobile clocks send through the approval engine and its inbox (ADR 22, 28, 31).
  await approvalWiring(app, deps, 'mobile-clock', mobileClockSubject());
  defineAttendanceRecompute(deps, app.log);
  await registerMobileClocks(app, deps);
  await attendanceReportRoutes(app, deps);
  await shiftRoutes(app, deps);
  await deviceRoutes(app);
  await attendanceDashboardRoutes(app);
  await registerOvertimeSettings(app, deps);
  await registerOvertimeRecords(app, deps);
}
