import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import { keepSearch, redirectRoute } from '../../../platform/routing/resource-routes.ts';

const VIEW = ['view attendance reports'] as const;
const MENU = { icon: 'FileTextOutlined', module: 'attendance' } as const;
const pages = {
  generate: lazyPage(() => import('./pages/report-generate-page.tsx')),
  view: lazyPage(() => import('./pages/report-view-page.tsx')),
};

/**
 * /admin/attendance/reports (spec 3 §2 "reports (default generate): generate, all"): every report type
 * for the people a manager sees ('view attendance reports').
 */
export const adminAttendanceReportRoutes = <P extends AnyRoute>(parent: P) => [
  redirectRoute(parent, 'reports', '/admin/attendance/reports/generate'),
  createRoute({
    getParentRoute: () => parent,
    path: 'reports/generate',
    component: pages.generate,
    staticData: {
      permissions: VIEW,
      menu: { name: 'view attendance reports', labelKey: 'menu.attendanceReports', ...MENU },
    },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'reports/all',
    validateSearch: keepSearch,
    component: pages.view,
    staticData: { permissions: VIEW },
  }),
];

/**
 * /ess/attendance (redirects to reports, spec 3 §2) and /ess/attendance/reports (generate, report):
 * the signed-in employee's own days (/attendance/me/reports/...).
 */
export const essAttendanceReportRoutes = <P extends AnyRoute>(parent: P) => [
  redirectRoute(parent, '/', '/ess/attendance/reports'),
  redirectRoute(parent, 'reports', '/ess/attendance/reports/generate'),
  createRoute({
    getParentRoute: () => parent,
    path: 'reports/generate',
    component: pages.generate,
    staticData: {
      menu: { name: 'my attendance reports', labelKey: 'menu.myAttendanceReports', ...MENU },
    },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'reports/report',
    validateSearch: keepSearch,
    component: pages.view,
  }),
];
