import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';

/**
 * /admin/attendance/dashboard (spec 3 §2; /admin/attendance redirects here): today's attendance,
 * the 30-day trend and the silent devices, for 'view attendance reports'.
 */
export const attendanceDashboardRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'dashboard',
    component: lazyPage(() => import('./pages/attendance-dashboard-page.tsx')),
    staticData: {
      permissions: ['view attendance reports'],
      menu: {
        name: 'view attendance reports',
        labelKey: 'menu.attendanceDashboard',
        icon: 'DashboardOutlined',
        module: 'attendance',
      },
    },
  });
