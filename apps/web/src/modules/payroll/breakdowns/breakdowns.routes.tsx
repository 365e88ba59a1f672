import type { AnyRoute } from '@tanstack/react-router';

/** Pay breakdown items, their formulas and the component evaluator (helper A): the screens under /admin/payroll. */
export const adminBreakdownsRoutes = <P extends AnyRoute>(_parent: P): never[] => [];

/** Its screens under /ess/payroll (none when the area has no self-service screen). */
export const essBreakdownsRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
