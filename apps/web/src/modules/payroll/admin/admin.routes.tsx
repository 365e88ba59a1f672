import type { AnyRoute } from '@tanstack/react-router';

/** Audit trail, payment history upload, batching and grouping (helper H): the screens under /admin/payroll. */
export const adminAdminRoutes = <P extends AnyRoute>(_parent: P): never[] => [];

/** Its screens under /ess/payroll (none when the area has no self-service screen). */
export const essAdminRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
