import type { AnyRoute } from '@tanstack/react-router';

/** Pay packages, their assignment and the worked payslip preview (helper C): the screens under /admin/payroll. */
export const adminPackagesRoutes = <P extends AnyRoute>(_parent: P): never[] => [];

/** Its screens under /ess/payroll (none when the area has no self-service screen). */
export const essPackagesRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
