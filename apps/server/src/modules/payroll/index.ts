import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { approverSettingsRoutes } from '../../platform/approvals/approver-groups.routes.ts';
import { payBreakdownRoutes } from './pay-breakdowns/pay-breakdowns.routes.ts';

export { createDefaultPayBreakdowns } from './pay-breakdowns/default-pay-breakdowns.ts';

/** Payroll: so far the approver groups of salary payments, loans, and benefits and deductions (ADR 22). */
export async function registerPayrollModule(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  await approverSettingsRoutes(app, {
    module: 'salary-payment',
    view: 'view payment wallet',
    manage: 'manage payments',
    tag: 'payroll',
  });
  await approverSettingsRoutes(app, {
    module: 'loan',
    view: 'view loans',
    manage: 'manage loan settings',
    tag: 'payroll',
  });
  await approverSettingsRoutes(app, {
    module: 'benefit-deduction',
    view: 'view benefit deductions',
    manage: 'edit benefit deduction',
    tag: 'payroll',
  });
  await payBreakdownRoutes(app);
}
