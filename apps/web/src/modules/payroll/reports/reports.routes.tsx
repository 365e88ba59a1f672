import type { AnyRoute } from '@tanstack/react-router';

/** The payroll register, statutory remittance schedules and the admin dashboard (helper G): the screens under /admin/payroll. */
export const adminReportsRoutes = <P extends AnyRoute>(_parent: P): never[] => [];

/** Its screens under /ess/payroll (none when the area has no self-service screen). */
export const essReportsRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
