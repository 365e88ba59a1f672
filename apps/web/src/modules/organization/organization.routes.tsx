import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';

/**
 * /admin/organization: the parent of every organisation screen (spec 1 §2 "Organisation area").
 * Each area (branch, department, team, employees, reports, system-settings, dashboard) adds its routes
 * as children in app/routes/route-tree.ts; their menu entries form the Organisation sub-menu. Like every
 * module's routes it takes its parent (the admin view) from the shell rather than importing app/.
 */
export const organizationRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'organization',
  });

export const organizationIndexRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: '/',
    beforeLoad: () => {
      throw redirect({ href: '/admin/organization/dashboard' });
    },
  });
