import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

// The report reads with 'view appraisals' (contracts appraisals.endpoints.ts reports; ADR 64, 68).
const VIEW = ['view appraisals'] as const;
const GENERATE = '/admin/performance/report/generate';

/**
 * /admin/performance/report (spec 2 §2 "report (redirects to generate; generate, all,
 * appraisal-report, feedback-report)"): the generate hub, the appraisal results (all) and the appraisal
 * report's summary. feedback-report is the surveys' (surveys.routes.tsx). The filters live in the
 * address, read by each page's parser (search.ts).
 */
export const performanceReportScreens = resourceScreens({
  under: '/admin',
  path: 'performance/report',
  redirects: { '': 'generate' },
  screens: {
    generate: {
      path: 'generate',
      page: () => import('./pages/report-generate-page.tsx'),
      permissions: VIEW,
      menu: {
        name: 'view appraisals',
        labelKey: 'menu.performanceReports',
        icon: 'FileTextOutlined',
        module: 'performance',
      },
    },
    all: {
      path: 'all',
      page: () => import('./pages/appraisal-results-page.tsx'),
      permissions: VIEW,
      data: { menuOwner: GENERATE },
    },
    appraisalReport: {
      path: 'appraisal-report',
      page: () => import('./pages/appraisal-report-page.tsx'),
      permissions: VIEW,
      menu: {
        name: 'view appraisals',
        labelKey: 'menu.appraisalReport',
        icon: 'FileTextOutlined',
        module: 'performance',
      },
    },
  },
});

export const performanceReportRoutes = <P extends AnyRoute>(parent: P) =>
  performanceReportScreens.routes(parent);
