import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

const AUDIT = ['view audit trail'] as const;
const SETTINGS = ['manage salary settings'] as const;
// Batch groups are read by whoever runs the schedule (it filters by them); changed with the settings.
const GROUPS_READ = ['view salary management', 'manage salary settings'] as const;

/** The payroll audit trail (spec 3 §2 "audit-trail (redirects to view-all): view-all, view/{id}"). */
export const auditTrailScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'audit-trail',
  redirects: { '': 'list' },
  screens: {
    list: {
      path: 'view-all',
      list: true,
      page: () => import('./pages/audit-trail-list-page.tsx'),
      permissions: AUDIT,
      menu: {
        name: 'view audit trail',
        labelKey: 'menu.payrollAuditTrail',
        icon: 'HistoryOutlined',
        module: 'payroll',
      },
    },
    view: { path: 'view/$id', page: () => import('./pages/audit-trail-view-page.tsx'), permissions: AUDIT },
  },
});

/**
 * Upload payment history (spec 3 §2 "salary-management … settings/upload-payment-history, /create"):
 * the uploads, a new one, and one upload's months and problems.
 */
export const historyUploadScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'salary-management/settings/upload-payment-history',
  screens: {
    list: {
      path: '',
      list: true,
      page: () => import('./pages/history-uploads-page.tsx'),
      permissions: SETTINGS,
    },
    create: {
      path: 'create',
      page: () => import('./pages/history-upload-create-page.tsx'),
      permissions: SETTINGS,
    },
    view: {
      path: 'view/$id',
      page: () => import('./pages/history-upload-view-page.tsx'),
      permissions: SETTINGS,
    },
  },
});

/** Batching and grouping under the pay package settings (spec 3 §2): list, create, edit/{id}, view/{id}. */
export const batchGroupScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'pay-package/settings/batching-and-grouping',
  screens: {
    list: {
      path: '',
      list: true,
      page: () => import('./pages/batch-groups-page.tsx'),
      permissions: GROUPS_READ,
    },
    create: {
      path: 'create',
      page: () => import('./pages/batch-group-create-page.tsx'),
      permissions: SETTINGS,
    },
    edit: {
      path: 'edit/$id',
      page: () => import('./pages/batch-group-edit-page.tsx'),
      permissions: SETTINGS,
    },
    view: {
      path: 'view/$id',
      page: () => import('./pages/batch-group-view-page.tsx'),
      permissions: GROUPS_READ,
    },
  },
});

/** Audit trail, payment history upload, batching and grouping (helper H): the screens under /admin/payroll. */
export const adminAdminRoutes = <P extends AnyRoute>(parent: P) => [
  ...auditTrailScreens.routes(parent),
  ...historyUploadScreens.routes(parent),
  ...batchGroupScreens.routes(parent),
];

/** Its screens under /ess/payroll: none, these are an admin's. */
export const essAdminRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
