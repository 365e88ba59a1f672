import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

const performance = 'performance' as const;

/**
 * The performance dashboards (issue 23, ADR 63): /admin/performance and /ess/performance open them
 * (the spec names them only as those redirects' targets, ambiguity 9).
 */
export const adminPerformanceDashboardScreens = resourceScreens({
  under: '/admin',
  path: 'performance',
  redirects: { '': 'dashboard' },
  screens: {
    dashboard: {
      path: 'dashboard',
      page: () => import('./pages/performance-dashboard-page.tsx'),
      permissions: ['view performance reports'],
      menu: {
        name: 'view performance reports',
        labelKey: 'menu.performanceDashboard',
        icon: 'DashboardOutlined',
        module: performance,
      },
    },
  },
});

export const essPerformanceDashboardScreens = resourceScreens({
  under: '/ess',
  path: 'performance',
  redirects: { '': 'dashboard' },
  screens: {
    dashboard: {
      path: 'dashboard',
      page: () => import('./pages/my-performance-dashboard-page.tsx'),
      menu: {
        name: 'dashboard',
        labelKey: 'menu.performanceDashboard',
        icon: 'DashboardOutlined',
        module: performance,
      },
    },
  },
});

export const adminPerformanceDashboardRoutes = adminPerformanceDashboardScreens.routes;
export const essPerformanceDashboardRoutes = essPerformanceDashboardScreens.routes;
