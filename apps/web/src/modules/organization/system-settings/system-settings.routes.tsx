import { SYSTEM_SETTINGS_PERMISSIONS as P } from '@clockroom/contracts';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

const roleForm = () => import('./roles/pages/role-form-page.tsx');

/**
 * /admin/organization/system-settings (spec 1 §2): the hub, account settings, public holidays (spec
 * ambiguity 8: the API exists without a screen, so one is added here), billing, roles and the
 * background jobs of the company (the job queue's admin view).
 */
export const systemSettingsScreens = resourceScreens({
  under: '/admin/organization',
  path: 'system-settings',
  redirects: { roles: 'roles', billing: 'orderHistory' },
  screens: {
    hub: {
      path: '',
      page: () => import('./pages/system-settings-page.tsx'),
      permissions: [P.viewSettings],
      menu: {
        name: P.viewSettings,
        labelKey: 'menu.systemSettings',
        icon: 'SettingOutlined',
        module: 'organization',
      },
    },
    accountSettings: {
      path: 'account-settings',
      page: () => import('./account-settings/pages/account-settings-page.tsx'),
      permissions: [P.viewSettings],
    },
    publicHolidays: {
      path: 'public-holidays',
      page: () => import('./public-holidays/pages/public-holidays-page.tsx'),
      permissions: [P.viewSettings],
    },
    jobs: {
      path: 'jobs',
      list: true,
      page: () => import('./jobs/pages/jobs-page.tsx'),
      permissions: [P.viewSettings],
    },
    roles: {
      path: 'roles/view-all',
      list: true,
      page: () => import('./roles/pages/roles-page.tsx'),
      permissions: [P.viewRoles],
    },
    roleCreate: { path: 'roles/create', page: roleForm, permissions: [P.createRole] },
    roleEdit: { path: 'roles/edit/$id', page: roleForm, permissions: [P.editRole] },
    roleView: {
      path: 'roles/view/$id',
      list: true,
      page: () => import('./roles/pages/role-view-page.tsx'),
      permissions: [P.viewRoles],
    },
    orderHistory: {
      path: 'billing/order-history',
      list: true,
      page: () => import('./billing/pages/order-history-page.tsx'),
      permissions: [P.manageBilling],
    },
    renew: {
      path: 'billing/renew',
      page: () => import('./billing/pages/renew-page.tsx'),
      permissions: [P.manageBilling],
    },
    renewModule: {
      path: 'billing/renew/module',
      page: () => import('./billing/pages/renew-module-page.tsx'),
      permissions: [P.manageBilling],
    },
  },
});

/** Its routes, for the route registry (app/routes/route-tree.ts). */
export const systemSettingsRoutes = systemSettingsScreens.routes;
