import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import { parseListSearch } from '../../../platform/ui/data-table/list-search.ts';
import './menu-texts.ts';

/** /admin/organization/branch: view-all (default), create, edit/{id}, with the spec's permissions. */
export const branchRoutes = <P extends AnyRoute>(parent: P) => [
  createRoute({
    getParentRoute: () => parent,
    path: 'branch',
    beforeLoad: () => {
      throw redirect({ href: '/admin/organization/branch/view-all' });
    },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'branch/view-all',
    validateSearch: parseListSearch,
    component: lazyPage(() => import('./pages/branch-list-page.tsx')),
    staticData: {
      permissions: ['view all stations'],
      menu: {
        name: 'view all stations',
        labelKey: 'menu.branches',
        icon: 'ShopOutlined',
        module: 'organization',
      },
    },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'branch/create',
    component: lazyPage(() => import('./pages/branch-create-page.tsx')),
    staticData: { permissions: ['create station'] },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'branch/edit/$id',
    component: lazyPage(() => import('./pages/branch-edit-page.tsx')),
    staticData: { permissions: ['edit station'] },
  }),
];
