import { createRoute, type AnyRoute } from '@tanstack/react-router';

/**
 * /admin/attendance and /ess/attendance: the parents of the time and attendance screens (spec 3 §2).
 * Each area (devices, shifts, mobile clocks, reports, dashboard) adds its routes as children in
 * app/routes/route-tree.ts.
 */
export const attendanceRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({ getParentRoute: () => parent, path: 'attendance' });
