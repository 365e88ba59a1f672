import type { AnyRoute } from '@tanstack/react-router';
import { resourceRoutes } from '../../../platform/routing/resource-routes.ts';
import './menu-texts.ts';

/** /admin/organization/branch: view-all (default), create, edit/{id}, with the spec's permissions. */
export const branchRoutes = <P extends AnyRoute>(parent: P) =>
  resourceRoutes(parent, {
    path: 'branch',
    list: {
      page: () => import('./pages/branch-list-page.tsx'),
      permissions: ['view all stations'],
      menu: {
        name: 'view all stations',
        labelKey: 'menu.branches',
        icon: 'ShopOutlined',
        module: 'organization',
      },
    },
    create: { page: () => import('./pages/branch-create-page.tsx'), permissions: ['create station'] },
    edit: { page: () => import('./pages/branch-edit-page.tsx'), permissions: ['edit station'] },
  });
