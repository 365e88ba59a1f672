import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

// Read by payroll's people (and whoever sets up overtime, ADR 37); changed with the salary settings.
const READ = ['view salary management', 'manage salary settings'] as const;
const MANAGE = ['manage salary settings'] as const;

/**
 * The pay breakdown under the pay package settings (spec 3 §2 "pay-package … settings; under settings
 * the areas pay-breakdown, …"; issue 19, ADR 42): the list, create, edit/{id} and view/{id}.
 */
export const adminBreakdownScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'pay-package/settings/pay-breakdown',
  screens: {
    list: {
      path: '',
      list: true,
      page: () => import('./pages/pay-breakdown-list-page.tsx'),
      permissions: READ,
    },
    create: {
      path: 'create',
      page: () => import('./pages/pay-breakdown-create-page.tsx'),
      permissions: MANAGE,
    },
    edit: {
      path: 'edit/$id',
      page: () => import('./pages/pay-breakdown-edit-page.tsx'),
      permissions: MANAGE,
    },
    view: { path: 'view/$id', page: () => import('./pages/pay-breakdown-view-page.tsx'), permissions: READ },
  },
});

/** Pay breakdown items, their formulas and the component evaluator (helper A): the screens under /admin/payroll. */
export const adminBreakdownsRoutes = adminBreakdownScreens.routes;

/** Its screens under /ess/payroll: none, the pay breakdown is an admin setting. */
export const essBreakdownsRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
