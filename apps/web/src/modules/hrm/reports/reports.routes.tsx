import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import { keepSearch, redirectRoute } from '../../../platform/routing/resource-routes.ts';
import { usagePaths } from './report-paths.ts';

const VIEW = 'view hrm reports';
const pages = {
  generate: lazyPage(() => import('./pages/usage-generate-page.tsx')),
  all: lazyPage(() => import('./pages/usage-view-page.tsx')),
};

/**
 * /{area}/hrm/reports (spec 2 §2: redirects to generate; generate, all): the leave and exemption
 * usage reports. Admin needs 'view hrm reports'; self-service shows the employee's own usage to
 * anyone signed in (/hrm/reports/me/...).
 */
export const hrmReportRoutes = <P extends AnyRoute>(parent: P, area: 'admin' | 'ess') => {
  const admin = area === 'admin';
  return [
    redirectRoute(parent, 'reports', usagePaths(area).generate),
    createRoute({
      getParentRoute: () => parent,
      path: 'reports/generate',
      component: pages.generate,
      staticData: admin
        ? {
            permissions: [VIEW],
            menu: { name: VIEW, labelKey: 'menu.hrmReports', icon: 'FileTextOutlined', module: 'hrm' },
          }
        : {
            menu: {
              name: 'my hrm reports',
              labelKey: 'menu.myHrmReports',
              icon: 'FileTextOutlined',
              module: 'hrm',
            },
          },
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'reports/all',
      validateSearch: keepSearch,
      component: pages.all,
      staticData: admin ? { permissions: [VIEW] } : {},
    }),
  ];
};
