import type { AnyRoute } from '@tanstack/react-router';

/** Benefits and deductions under /admin/payroll/benefit-deduction (issue 20). */
export const adminBenefitDeductionRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
