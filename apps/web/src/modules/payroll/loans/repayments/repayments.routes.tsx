import type { AnyRoute } from '@tanstack/react-router';

/** Loan disbursements and refunds under /admin/payroll/loan (issue 20). */
export const adminLoanRepaymentRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
