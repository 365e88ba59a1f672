import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

/** /ess/profile/{id}: reached from the user menu, hidden from the side menu (spec 2 "ESS routes"). */
export const employeeProfileRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'profile/$id',
    component: lazyPage(() => import('./pages/employee-profile-page.tsx')),
  });

const VIEW = 'view employees';
const form = () => import('./pages/employee-form-page.tsx');

/**
 * /admin/organization/employees/... (spec 1 §2): view-all (the menu entry), create, edit/{id},
 * view/{id} (the global search opens it) and archive.
 */
export const employeeScreens = resourceScreens({
  under: '/admin/organization',
  path: 'employees',
  redirects: { '': 'list' },
  screens: {
    list: {
      path: 'view-all',
      page: () => import('./pages/employee-list-page.tsx'),
      permissions: [VIEW],
      menu: { name: VIEW, labelKey: 'menu.employees', icon: 'TeamOutlined', module: 'organization' },
    },
    create: { path: 'create', page: form, permissions: ['create employee'] },
    edit: { path: 'edit/$id', page: form, permissions: ['edit employee'] },
    view: { path: 'view/$id', page: () => import('./pages/employee-view-page.tsx'), permissions: [VIEW] },
    archive: {
      path: 'archive',
      page: () => import('./pages/employee-archive-page.tsx'),
      permissions: [VIEW],
    },
  },
});

/** Its routes, for the route registry (app/routes/route-tree.ts). */
export const employeeAdminRoutes = employeeScreens.routes;
