import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

const MENU = { icon: 'FieldTimeOutlined', module: 'attendance' } as const;
const VIEW = ['view overtimes'] as const;
// The settings lists and records are read by anyone who may see overtime or change its settings.
const SETTINGS = ['view overtimes', 'manage overtime settings'] as const;
const MANAGE = ['manage overtime settings'] as const;
const ruleView = () => import('./pages/overtime-rule-view-page.tsx');

/** The shared approver screens' list (spec 3 §2 "settings/approver"), singular unlike the five modules'. */
export const OVERTIME_APPROVER_PATH = '/admin/attendance/overtime/settings/approver';

/**
 * Under /admin/attendance (spec 3 §2 "overtime (default redirect to all)", ambiguity 5): the records,
 * the settings hub, work rates under settings/work-rate and overtime rules under the plural list
 * settings/overtime-rules with singular children settings/overtime-rule/*. The spec's
 * overtime-rule/view has no id: it opens the record named by `?id=`, or the list; view/{id} is served
 * too. The approver screens at settings/approver are the shared ones (../approver-settings.routes.tsx).
 */
export const adminOvertimeScreens = resourceScreens({
  under: '/admin/attendance',
  path: 'overtime',
  redirects: { '': 'all' },
  screens: {
    all: {
      path: 'all',
      list: true,
      page: () => import('./pages/overtime-list-page.tsx'),
      permissions: VIEW,
      menu: { name: 'view overtimes', labelKey: 'menu.overtime', ...MENU },
    },
    settings: { path: 'settings', page: () => import('./pages/settings-page.tsx'), permissions: SETTINGS },
    workRates: {
      path: 'settings/work-rate',
      list: true,
      page: () => import('./pages/work-rates-page.tsx'),
      permissions: SETTINGS,
    },
    workRateCreate: {
      path: 'settings/work-rate/create',
      page: () => import('./pages/work-rate-create-page.tsx'),
      permissions: MANAGE,
    },
    workRateEdit: {
      path: 'settings/work-rate/edit/$id',
      page: () => import('./pages/work-rate-edit-page.tsx'),
      permissions: MANAGE,
    },
    workRateView: {
      path: 'settings/work-rate/view/$id',
      page: () => import('./pages/work-rate-view-page.tsx'),
      permissions: SETTINGS,
    },
    workRateAssign: {
      path: 'settings/work-rate/assign-employee/$id',
      page: () => import('./pages/work-rate-assign-page.tsx'),
      permissions: MANAGE,
    },
    rules: {
      path: 'settings/overtime-rules',
      list: true,
      page: () => import('./pages/overtime-rules-page.tsx'),
      permissions: SETTINGS,
    },
    ruleCreate: {
      path: 'settings/overtime-rule/create',
      page: () => import('./pages/overtime-rule-create-page.tsx'),
      permissions: MANAGE,
    },
    ruleEdit: {
      path: 'settings/overtime-rule/edit/$id',
      page: () => import('./pages/overtime-rule-edit-page.tsx'),
      permissions: MANAGE,
    },
    ruleViewBare: { path: 'settings/overtime-rule/view', page: ruleView, permissions: SETTINGS },
    ruleView: { path: 'settings/overtime-rule/view/$id', page: ruleView, permissions: SETTINGS },
    ruleAssign: {
      path: 'settings/overtime-rule/assign-employee/$id',
      page: () => import('./pages/overtime-rule-assign-page.tsx'),
      permissions: MANAGE,
    },
  },
});

/**
 * /ess/attendance/overtime/all (spec 3 §2): every employee's own overtime, and the records waiting on
 * them as an approver.
 */
export const essOvertimeScreens = resourceScreens({
  under: '/ess/attendance',
  path: 'overtime',
  redirects: { '': 'all' },
  screens: {
    all: {
      path: 'all',
      list: true,
      page: () => import('./pages/my-overtime-page.tsx'),
      menu: { name: 'my overtime', labelKey: 'menu.myOvertime', ...MENU },
    },
  },
});

/** Their routes, for the route registry (app/routes/route-tree.ts). */
export const adminOvertimeRoutes = adminOvertimeScreens.routes;
export const essOvertimeRoutes = essOvertimeScreens.routes;
