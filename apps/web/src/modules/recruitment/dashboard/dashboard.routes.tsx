import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

/** The recruitment dashboard (issue 24): /admin/recruitment/dashboard, read with 'view applicant tracking'. */
export const recruitmentDashboardScreens = resourceScreens({
  under: '/admin',
  path: 'recruitment',
  screens: {
    dashboard: {
      path: 'dashboard',
      list: true,
      page: () => import('./pages/recruitment-dashboard-page.tsx'),
      permissions: ['view applicant tracking'],
      menu: {
        name: 'view applicant tracking',
        labelKey: 'menu.recruitmentDashboard',
        icon: 'DashboardOutlined',
        module: 'recruitment',
      },
    },
  },
});

export const recruitmentDashboardRoutes = <P extends AnyRoute>(parent: P) =>
  recruitmentDashboardScreens.routes(parent);
