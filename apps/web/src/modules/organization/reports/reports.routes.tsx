import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import { keepSearch, redirectRoute } from '../../../platform/routing/resource-routes.ts';

const VIEW = 'view organization reports';

/** /admin/organization/reports: generate and view-all (spec 1 §2 "Organisation report screens"). */
export const reportRoutes = <P extends AnyRoute>(parent: P) => [
  redirectRoute(parent, 'reports', '/admin/organization/reports/generate'),
  createRoute({
    getParentRoute: () => parent,
    path: 'reports/generate',
    component: lazyPage(() => import('./pages/report-generate-page.tsx')),
    staticData: {
      permissions: [VIEW],
      menu: {
        name: VIEW,
        labelKey: 'menu.organizationReports',
        icon: 'FileTextOutlined',
        module: 'organization',
      },
    },
  }),
  createRoute({
    getParentRoute: () => parent,
    path: 'reports/view-all',
    validateSearch: keepSearch,
    component: lazyPage(() => import('./pages/report-view-page.tsx')),
    staticData: { permissions: [VIEW] },
  }),
];
