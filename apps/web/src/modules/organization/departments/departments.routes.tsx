import type { AnyRoute } from '@tanstack/react-router';
import { resourceRoutes } from '../../../platform/routing/resource-routes.ts';
import '../branches/menu-texts.ts';

/** /admin/organization/department: view-all (default), create, edit/{id}. */
export const departmentRoutes = <P extends AnyRoute>(parent: P) =>
  resourceRoutes(parent, {
    path: 'department',
    list: {
      page: () => import('./pages/department-list-page.tsx'),
      permissions: ['view departments'],
      menu: {
        name: 'view departments',
        labelKey: 'menu.departments',
        icon: 'ClusterOutlined',
        module: 'organization',
      },
    },
    create: { page: () => import('./pages/department-create-page.tsx'), permissions: ['create department'] },
    edit: { page: () => import('./pages/department-edit-page.tsx'), permissions: ['edit department'] },
  });
