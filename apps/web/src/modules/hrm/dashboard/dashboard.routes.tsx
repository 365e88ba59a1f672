import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';

/** /admin/hrm/dashboard (spec 2 §2; /admin/hrm redirects here): the HR overview, for 'view leaves'. */
export const hrmDashboardRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'dashboard',
    component: lazyPage(() => import('./pages/hrm-dashboard-page.tsx')),
    staticData: {
      permissions: ['view leaves'],
      menu: { name: 'view leaves', labelKey: 'menu.hrmDashboard', icon: 'DashboardOutlined', module: 'hrm' },
    },
  });
