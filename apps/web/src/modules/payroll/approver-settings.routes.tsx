import type { AnyRoute } from '@tanstack/react-router';
import { approverRoutes } from '../../platform/approvers/approver-routes.ts';

/**
 * The approver screens of salary payments, loan requests, and benefits and deductions (spec 2 §2),
 * and of allowance claims (ADR 45): the shared screens of platform/approvers, each under its module's
 * settings/approvers, with the server's permissions (apps/server/src/modules/payroll/index.ts, and
 * allowances/allowances.routes.ts for the claims).
 */
export const payrollApproverRoutes = <P extends AnyRoute>(parent: P) => [
  ...approverRoutes(parent, {
    module: 'salary-payment',
    settingsPath: '/admin/payroll/salary-management/settings/approvers',
    view: 'view payment wallet',
    manage: 'manage payments',
  }),
  ...approverRoutes(parent, {
    module: 'loan',
    settingsPath: '/admin/payroll/loan/settings/approvers',
    view: 'view loans',
    manage: 'manage loan settings',
  }),
  ...approverRoutes(parent, {
    module: 'benefit-deduction',
    settingsPath: '/admin/payroll/benefit-deduction/settings/approvers',
    view: 'view benefit deductions',
    manage: 'edit benefit deduction',
  }),
  // The spec names no address for it: beside the allowance settings, whose permissions it takes.
  ...approverRoutes(parent, {
    module: 'allowance-claim',
    settingsPath: '/admin/payroll/pay-package/settings/allowance/approvers',
    view: 'view salary management',
    manage: 'manage salary settings',
  }),
];
