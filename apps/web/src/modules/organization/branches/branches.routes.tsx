import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

/** /admin/organization/branch: view-all (default), create, edit/{id}, with the spec's permissions. */
export const branchScreens = resourceScreens({
  under: '/admin/organization',
  path: 'branch',
  redirects: { '': 'list' },
  screens: {
    list: {
      path: 'view-all',
      list: true,
      page: () => import('./pages/branch-list-page.tsx'),
      permissions: ['view all stations'],
      menu: {
        name: 'view all stations',
        labelKey: 'menu.branches',
        icon: 'ShopOutlined',
        module: 'organization',
      },
    },
    create: {
      path: 'create',
      page: () => import('./pages/branch-create-page.tsx'),
      permissions: ['create station'],
    },
    edit: {
      path: 'edit/$id',
      page: () => import('./pages/branch-edit-page.tsx'),
      permissions: ['edit station'],
    },
  },
});

/** Its routes, for the route registry (app/routes/route-tree.ts). */
export const branchRoutes = branchScreens.routes;
