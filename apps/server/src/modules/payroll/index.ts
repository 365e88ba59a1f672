import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { approverSettingsRoutes } from '../../platform/approvals/approver-groups.routes.ts';
import { payBreakdownRoutes } from './pay-breakdowns/pay-breakdowns.routes.ts';
import { registerStatutory } from './statutory/statutory.routes.ts';
import { registerPackages } from './packages/packages.routes.ts';
import { registerSchedule } from './schedule/schedule.routes.ts';
import { registerAllowances } from './allowances/allowances.routes.ts';
import { registerPayslips } from './payslips/payslips.routes.ts';
import { registerReports } from './reports/reports.routes.ts';
import { registerAdmin } from './admin/admin.routes.ts';
import { registerLoans } from './loans/loans.routes.ts';
import { registerBenefitDeductions } from './benefits/benefits.routes.ts';
import { packageAmountsOf } from './packages/package-rules.ts';
import { providePackageAmounts } from '../attendance/index.ts';

export { createDefaultPayBreakdowns } from './pay-breakdowns/default-pay-breakdowns.ts';
export { createDefaultStatutory } from './statutory/default-statutory.repository.ts';
export { runMonthForDemo } from './schedule/demo-run.ts';
export { monthName } from './schedule/schedule-period.ts';
export { registerPayItemSource, type PayItemSource } from './schedule/pay-item-source.ts';
export { monthForUpload, registerUploadMaker, type UploadMaker } from './schedule/schedule-upload-source.ts';
export type { UploadRow } from './schedule/schedule-upload.repository.ts';

/**
 * Payroll's approver groups (ADR 22), each kept by whoever keeps its module's settings
 * (APPROVER_SETTINGS_ACCESS): salary payments, loans, benefits and deductions, and allowance claims (ADR 45).
 */
const APPROVER_GROUPS = ['salary-payment', 'loan', 'benefit-deduction', 'allowance-claim'] as const;

/**
 * Payroll (issue 19, ADR 41): the approver groups, the salary structure, the statutory rules, the run and what reads it.
 */
export async function registerPayrollModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Overtime's monthly base under a pay-breakdown work rate is the employee's package in force on the
  // overtime's day (ADR 36, 44).
  providePackageAmounts(packageAmountsOf);
  for (const groups of APPROVER_GROUPS) await approverSettingsRoutes(app, groups);
  await payBreakdownRoutes(app);
  await registerStatutory(app, deps);
  await registerPackages(app, deps);
  await registerSchedule(app, deps);
  await registerAllowances(app, deps);
  await registerPayslips(app, deps);
  await registerReports(app, deps);
  await registerAdmin(app, deps);
  await registerLoans(app, deps);
  await registerBenefitDeductions(app, deps);
}
