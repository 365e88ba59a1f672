import type { AnyRoute } from '@tanstack/react-router';

/** The payroll run: salary schedule, its job, confirm, downloads and variance (helper D): the screens under /admin/payroll. */
export const adminScheduleRoutes = <P extends AnyRoute>(_parent: P): never[] => [];

/** Its screens under /ess/payroll (none when the area has no self-service screen). */
export const essScheduleRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
