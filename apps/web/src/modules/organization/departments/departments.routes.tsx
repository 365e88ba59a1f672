import { resourceScreens } from '../../../platform/routing/resource-routes.ts';
import '../branches/menu-texts.ts';

/** /admin/organization/department: view-all (default), create, edit/{id} (spec 1 §2). */
export const departmentScreens = resourceScreens({
  under: '/admin/organization',
  path: 'department',
  redirects: { '': 'list' },
  screens: {
    list: {
      path: 'view-all',
      list: true,
      page: () => import('./pages/department-list-page.tsx'),
      permissions: ['view departments'],
      menu: {
        name: 'view departments',
        labelKey: 'menu.departments',
        icon: 'ClusterOutlined',
        module: 'organization',
      },
    },
    create: {
      path: 'create',
      page: () => import('./pages/department-create-page.tsx'),
      permissions: ['create department'],
    },
    edit: {
      path: 'edit/$id',
      page: () => import('./pages/department-edit-page.tsx'),
      permissions: ['edit department'],
    },
  },
});

/** Its routes, for the route registry (app/routes/route-tree.ts). */
export const departmentRoutes = departmentScreens.routes;
