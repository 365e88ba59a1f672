import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import { parseListSearch } from '../../../platform/ui/data-table/list-search.ts';
import '../branches/menu-texts.ts';

/** /admin/organization/team: view-all, create, edit/{id}. */
export const teamRoutes = <P extends AnyRoute>(parent: P) => [
  createRoute({
    getParentRoute: () => parent,
    path: 'team',
    beforeLoad: () => {
      throw redirect({ href: '/admin/organization/team/view-all' });
    },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'team/view-all',
    validateSearch: parseListSearch,
    component: lazyPage(() => import('./pages/team-list-page.tsx')),
    staticData: {
      permissions: ['view teams'],
      menu: { name: 'view teams', labelKey: 'menu.teams', icon: 'TeamOutlined', module: 'organization' },
    },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'team/create',
    component: lazyPage(() => import('./pages/team-create-page.tsx')),
    staticData: { permissions: ['create team'] },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'team/edit/$id',
    component: lazyPage(() => import('./pages/team-edit-page.tsx')),
    staticData: { permissions: ['edit team'] },
  }),
];
