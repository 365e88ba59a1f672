import type { AnyRoute } from '@tanstack/react-router';

/** Loan requests and approvals under /admin/payroll/loan (issue 20). */
export const adminLoanRequestRoutes = <P extends AnyRoute>(_parent: P): never[] => [];

/** The employee's loans and the loan approvals waiting on them, under /ess/payroll/loan (issue 20). */
export const essLoanRequestRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
