import { resourceScreens } from '../../../platform/routing/resource-routes.ts';
import '../branches/menu-texts.ts';

/** /admin/organization/team: view-all (default), create, edit/{id} (spec 1 §2). */
export const teamScreens = resourceScreens({
  under: '/admin/organization',
  path: 'team',
  redirects: { '': 'list' },
  screens: {
    list: {
      path: 'view-all',
      list: true,
      page: () => import('./pages/team-list-page.tsx'),
      permissions: ['view teams'],
      menu: { name: 'view teams', labelKey: 'menu.teams', icon: 'TeamOutlined', module: 'organization' },
    },
    create: {
      path: 'create',
      page: () => import('./pages/team-create-page.tsx'),
      permissions: ['create team'],
    },
    edit: { path: 'edit/$id', page: () => import('./pages/team-edit-page.tsx'), permissions: ['edit team'] },
  },
});

/** Its routes, for the route registry (app/routes/route-tree.ts). */
export const teamRoutes = teamScreens.routes;
