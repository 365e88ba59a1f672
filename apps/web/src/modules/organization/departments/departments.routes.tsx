import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import { parseListSearch } from '../../../platform/ui/data-table/list-search.ts';
import '../branches/menu-texts.ts';

/** /admin/organization/department: view-all, create, edit/{id}. */
export const departmentRoutes = <P extends AnyRoute>(parent: P) => [
  createRoute({
    getParentRoute: () => parent,
    path: 'department',
    beforeLoad: () => {
      throw redirect({ href: '/admin/organization/department/view-all' });
    },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'department/view-all',
    validateSearch: parseListSearch,
    component: lazyPage(() => import('./pages/department-list-page.tsx')),
    staticData: {
      permissions: ['view departments'],
      menu: {
        name: 'view departments',
        labelKey: 'menu.departments',
        icon: 'ClusterOutlined',
        module: 'organization',
      },
    },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'department/create',
    component: lazyPage(() => import('./pages/department-create-page.tsx')),
    staticData: { permissions: ['create department'] },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'department/edit/$id',
    component: lazyPage(() => import('./pages/department-edit-page.tsx')),
    staticData: { permissions: ['edit department'] },
  }),
];
