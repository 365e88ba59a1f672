import { createRoute, type AnyRoute } from '@tanstack/react-router';

/**
 * /admin/payroll and /ess/payroll: the parents of the payroll screens (spec 3 §2, issue 19). Each
 * area (dashboard and reports, pay packages and their settings, the salary schedule, payslips, the
 * audit trail) adds its routes as children in app/routes/route-tree.ts.
 */
export const payrollRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({ getParentRoute: () => parent, path: 'payroll' });
