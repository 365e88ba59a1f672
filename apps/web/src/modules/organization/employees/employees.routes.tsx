import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import './menu-texts.ts';

/** /ess/profile/{id}: reached from the user menu, hidden from the side menu (spec 2 "ESS routes"). */
export const employeeProfileRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'profile/$id',
    component: lazyPage(() => import('./pages/employee-profile-page.tsx')),
  });

const VIEW = 'view employees';

/**
 * /admin/organization/employees/... (spec 1 §2): view-all (the menu entry), create, edit/{id},
 * view/{id} (the global search opens it) and archive.
 */
export const employeeAdminRoutes = <P extends AnyRoute>(parent: P) => [
  createRoute({
    getParentRoute: () => parent,
    path: 'employees',
    beforeLoad: () => {
      throw redirect({ href: '/admin/organization/employees/view-all' });
    },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'employees/view-all',
    component: lazyPage(() => import('./pages/employee-list-page.tsx')),
    staticData: {
      permissions: [VIEW],
      menu: { name: VIEW, labelKey: 'menu.employees', icon: 'TeamOutlined', module: 'organization' },
    },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'employees/create',
    component: lazyPage(() => import('./pages/employee-form-page.tsx')),
    staticData: { permissions: ['create employee'] },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'employees/edit/$id',
    component: lazyPage(() => import('./pages/employee-form-page.tsx')),
    staticData: { permissions: ['edit employee'] },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'employees/view/$id',
    component: lazyPage(() => import('./pages/employee-view-page.tsx')),
    staticData: { permissions: [VIEW] },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'employees/archive',
    component: lazyPage(() => import('./pages/employee-archive-page.tsx')),
    staticData: { permissions: [VIEW] },
  }),
];
