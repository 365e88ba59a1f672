import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

const READ = ['view pay packages', 'manage pay packages'] as const;
const MANAGE = ['manage pay packages'] as const;

/**
 * Pay packages under /admin/payroll (spec 3 §2 "pay-package (redirects to all): all, create,
 * edit/{id}, view/{id}, settings"; issue 19, ADR 44). The settings hub links to the six areas other
 * screens serve under pay-package/settings/.
 */
export const adminPackageScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'pay-package',
  redirects: { '': 'all' },
  screens: {
    all: {
      path: 'all',
      list: true,
      page: () => import('./pages/pay-packages-page.tsx'),
      permissions: READ,
      menu: {
        name: 'view pay packages',
        labelKey: 'menu.payPackage',
        icon: 'SolutionOutlined',
        module: 'payroll',
      },
    },
    create: {
      path: 'create',
      page: () => import('./pages/pay-package-create-page.tsx'),
      permissions: MANAGE,
    },
    edit: { path: 'edit/$id', page: () => import('./pages/pay-package-edit-page.tsx'), permissions: MANAGE },
    view: { path: 'view/$id', page: () => import('./pages/pay-package-view-page.tsx'), permissions: READ },
    // Every area under it has its own permission: the hub opens for anyone who reads one of them.
    settings: {
      path: 'settings',
      page: () => import('./pages/pay-package-settings-page.tsx'),
      permissions: [
        'view pay packages',
        'manage pay packages',
        'view salary management',
        'manage salary settings',
      ],
    },
  },
});

/** Pay packages, their assignment and the worked payslip preview (helper C): the screens under /admin/payroll. */
export const adminPackagesRoutes = adminPackageScreens.routes;

/** Its screens under /ess/payroll: none, pay packages are an admin's. */
export const essPackagesRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
