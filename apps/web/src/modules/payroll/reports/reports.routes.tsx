import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import { keepSearch, redirectRoute } from '../../../platform/routing/resource-routes.ts';

const VIEW = ['view payroll reports'] as const;
const pages = {
  dashboard: lazyPage(() => import('./pages/payroll-dashboard-page.tsx')),
  generate: lazyPage(() => import('./pages/report-generate-page.tsx')),
  all: lazyPage(() => import('./pages/report-view-page.tsx')),
};

/**
 * /admin/payroll (spec 3 §2: redirects to its dashboard), the dashboard ('view salary management' or
 * 'view payroll reports'), and report (redirects to generate; generate, all) for 'view payroll reports'.
 * The dashboard is the Payroll menu's first entry: these routes come first in the route tree.
 */
export const adminReportsRoutes = <P extends AnyRoute>(parent: P) => [
  redirectRoute(parent, '/', '/admin/payroll/dashboard'),
  createRoute({
    getParentRoute: () => parent,
    path: 'dashboard',
    validateSearch: keepSearch,
    component: pages.dashboard,
    staticData: {
      permissions: ['view salary management', 'view payroll reports'],
      menu: {
        name: 'dashboard',
        labelKey: 'menu.payrollDashboard',
        icon: 'DashboardOutlined',
        module: 'payroll',
      },
    },
  }),
  redirectRoute(parent, 'report', '/admin/payroll/report/generate'),
  createRoute({
    getParentRoute: () => parent,
    path: 'report/generate',
    validateSearch: keepSearch,
    component: pages.generate,
    staticData: {
      permissions: VIEW,
      menu: {
        name: 'view payroll reports',
        labelKey: 'menu.payrollReports',
        icon: 'FileTextOutlined',
        module: 'payroll',
      },
    },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'report/all',
    validateSearch: keepSearch,
    component: pages.all,
    staticData: { permissions: VIEW },
  }),
];

/** The area has no self-service screen: the employee's payroll report is the payslips'. */
export const essReportsRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
