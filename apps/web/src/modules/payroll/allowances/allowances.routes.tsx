import type { AnyRoute } from '@tanstack/react-router';

/** Recurring allowances, extra allowances and employees' allowance claims (helper E): the screens under /admin/payroll. */
export const adminAllowancesRoutes = <P extends AnyRoute>(_parent: P): never[] => [];

/** Its screens under /ess/payroll (none when the area has no self-service screen). */
export const essAllowancesRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
