import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

const MENU = { icon: 'MobileOutlined', module: 'attendance' } as const;
const VIEW = ['view mobile clocks'] as const;
const MANAGE = ['manage mobile clock settings'] as const;

/**
 * Under /admin/attendance (spec 3 §2 "mobile-clocks (default redirect to all-logs)"): all-logs,
 * settings, settings/location with create, edit/{id} and assign/{id}. The approver screens at
 * settings/approvers are the shared ones (../approver-settings.routes.tsx).
 */
export const adminMobileClockScreens = resourceScreens({
  under: '/admin/attendance',
  path: 'mobile-clocks',
  redirects: { '': 'allLogs' },
  screens: {
    allLogs: {
      path: 'all-logs',
      list: true,
      page: () => import('./pages/all-logs-page.tsx'),
      permissions: VIEW,
      menu: { name: 'view mobile clocks', labelKey: 'menu.mobileClocks', ...MENU },
    },
    settings: { path: 'settings', page: () => import('./pages/settings-page.tsx'), permissions: VIEW },
    locations: {
      path: 'settings/location',
      list: true,
      page: () => import('./pages/locations-page.tsx'),
      permissions: VIEW,
    },
    locationCreate: {
      path: 'settings/location/create',
      page: () => import('./pages/location-create-page.tsx'),
      permissions: MANAGE,
    },
    locationEdit: {
      path: 'settings/location/edit/$id',
      page: () => import('./pages/location-edit-page.tsx'),
      permissions: MANAGE,
    },
    locationAssign: {
      path: 'settings/location/assign/$id',
      page: () => import('./pages/location-assign-page.tsx'),
      permissions: MANAGE,
    },
  },
});

/**
 * Under /ess/attendance (spec 3 §2 "mobile-clocks (approvals, my-logs)"): every signed-in employee
 * has their own logs and the inbox of what waits on them.
 */
export const essMobileClockScreens = resourceScreens({
  under: '/ess/attendance',
  path: 'mobile-clocks',
  redirects: { '': 'myLogs' },
  screens: {
    myLogs: {
      path: 'my-logs',
      list: true,
      page: () => import('./pages/my-logs-page.tsx'),
      menu: { name: 'my mobile clocks', labelKey: 'menu.myMobileClocks', ...MENU },
    },
    approvals: { path: 'approvals', list: true, page: () => import('./pages/approvals-page.tsx') },
  },
});

/** Their routes, for the route registry (app/routes/route-tree.ts). */
export const adminMobileClockRoutes = adminMobileClockScreens.routes;
export const essMobileClockRoutes = essMobileClockScreens.routes;
