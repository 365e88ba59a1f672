import type { AnyRoute } from '@tanstack/react-router';
import { adminLoanSettingsRoutes } from './settings/settings.routes.tsx';
import { adminLoanRequestRoutes, essLoanRequestRoutes } from './requests/requests.routes.tsx';
import { adminLoanRepaymentRoutes } from './repayments/repayments.routes.tsx';

/** Loans (issue 20) under /admin/payroll/loan: requests and approvals, disbursements and refunds, settings. */
export const adminLoansRoutes = <P extends AnyRoute>(parent: P) => [
  ...adminLoanRequestRoutes(parent),
  ...adminLoanRepaymentRoutes(parent),
  ...adminLoanSettingsRoutes(parent),
];

/** The employee's loans under /ess/payroll/loan. */
export const essLoansRoutes = <P extends AnyRoute>(parent: P) => essLoanRequestRoutes(parent);
