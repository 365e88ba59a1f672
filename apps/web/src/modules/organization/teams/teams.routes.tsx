import type { AnyRoute } from '@tanstack/react-router';
import { resourceRoutes } from '../../../platform/routing/resource-routes.ts';
import '../branches/menu-texts.ts';

/** /admin/organization/team: view-all (default), create, edit/{id}. */
export const teamRoutes = <P extends AnyRoute>(parent: P) =>
  resourceRoutes(parent, {
    path: 'team',
    list: {
      page: () => import('./pages/team-list-page.tsx'),
      permissions: ['view teams'],
      menu: { name: 'view teams', labelKey: 'menu.teams', icon: 'TeamOutlined', module: 'organization' },
    },
    create: { page: () => import('./pages/team-create-page.tsx'), permissions: ['create team'] },
    edit: { page: () => import('./pages/team-edit-page.tsx'), permissions: ['edit team'] },
  });
