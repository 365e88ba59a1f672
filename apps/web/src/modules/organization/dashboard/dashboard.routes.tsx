import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';

/**
 * /admin/organization/dashboard: the organisation index redirects here. Its menu name 'dashboard' is
 * always kept (spec 1 §6); the server still asks for 'view backend', which every admin holds.
 */
export const organizationDashboardRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'dashboard',
    component: lazyPage(() => import('./pages/organization-dashboard-page.tsx')),
    staticData: {
      menu: {
        name: 'dashboard',
        labelKey: 'menu.organizationDashboard',
        icon: 'DashboardOutlined',
        module: 'organization',
      },
    },
  });
