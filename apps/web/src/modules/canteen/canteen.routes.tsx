import type { AnyRoute } from '@tanstack/react-router';

/** The canteen under /admin/canteen (issue 20). */
export const adminCanteenRoutes = <P extends AnyRoute>(_parent: P): never[] => [];

/** The employee's meals under /ess/canteen (issue 20). */
export const essCanteenRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
