import type { AnyRoute } from '@tanstack/react-router';

/** Loan settings under /admin/payroll/loan/settings: types, caps, loan approval settings (issue 20). */
export const adminLoanSettingsRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
