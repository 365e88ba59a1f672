import { createRoute, redirect } from '@tanstack/react-router';
import { adminRoute } from '../../app/routes/shell-routes.tsx';

/**
 * /admin/organization: the parent of every organisation screen (spec 1 §2 "Organisation area").
 * Each area (branch, department, team, employees, reports, system-settings, dashboard) adds its routes
 * as children in app/routes/route-tree.ts; their menu entries form the Organisation sub-menu.
 */
export const organizationRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'organization',
});

export const organizationIndexRoute = createRoute({
  getParentRoute: () => organizationRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ href: '/admin/organization/dashboard' });
  },
});
