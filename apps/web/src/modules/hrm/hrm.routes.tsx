import { createRoute, type AnyRoute } from '@tanstack/react-router';

/**
 * /admin/hrm and /ess/hrm: the parents of the HR screens (spec 2 §2). Each area (leave, leave
 * settings, exemptions, reports, dashboard) adds its routes as children in app/routes/route-tree.ts.
 */
export const hrmRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({ getParentRoute: () => parent, path: 'hrm' });

/** A parent's bare address goes on to its default child (spec 2 §2's redirects; ADR 3 #9). */
export { redirectRoute } from '../../platform/routing/resource-routes.ts';

/** /{view}/hrm/leave: the leave screens and, for admins, the leave settings. */
export const leaveRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({ getParentRoute: () => parent, path: 'leave' });
