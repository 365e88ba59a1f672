import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import { keepSearch, redirectRoute } from '../../../platform/routing/resource-routes.ts';
import type { MenuMeta } from '../../../platform/routing/route-meta.ts';
import { PAYSLIP_PATHS } from './payslip-paths.ts';

const MODULE = { module: 'payroll' } as const;
const MENU = {
  dashboard: { name: 'dashboard', labelKey: 'menu.myPayrollDashboard', icon: 'DashboardOutlined', ...MODULE },
  payslips: { name: 'my payslips', labelKey: 'menu.myPayslips', icon: 'FileTextOutlined', ...MODULE },
  report: {
    name: 'my payroll reports',
    labelKey: 'menu.myPayrollReport',
    icon: 'SolutionOutlined',
    ...MODULE,
  },
} satisfies Record<string, MenuMeta>;

const pages = {
  dashboard: lazyPage(() => import('./pages/dashboard-page.tsx')),
  viewAll: lazyPage(() => import('./pages/view-all-page.tsx')),
  generate: lazyPage(() => import('./pages/generate-payslip-page.tsx')),
  preview: lazyPage(() => import('./pages/preview-payslip-page.tsx')),
  reportGenerate: lazyPage(() => import('./pages/report-generate-page.tsx')),
  reportPayslip: lazyPage(() => import('./pages/report-payslip-page.tsx')),
  latest: lazyPage(() => import('./pages/latest-payslip-page.tsx')),
};

/** Payslips have no admin screens of their own: the salary schedule's screens open them (ADR 46). */
export const adminPayslipsRoutes = <P extends AnyRoute>(_parent: P): never[] => [];

/**
 * Under /ess/payroll (spec 2 §2, spec 3 §2; ADR 46): the dashboard, my payslips, generate and preview,
 * the payroll report (payslip and general tabs) and its payslip view. Every employee's own, so no
 * permission; the menu shows them under Payroll with the company's payroll subscription. The bare
 * /ess/payroll goes to the dashboard until loans (issue 20) bring the spec's loan screens.
 */
export const essPayslipsRoutes = <P extends AnyRoute>(parent: P) => {
  // Generic in the path, so the router knows each screen's address (typed links).
  const screen = <const Path extends string>(
    path: Path,
    component: (typeof pages)[keyof typeof pages],
    menu?: MenuMeta,
    search = false,
  ) =>
    createRoute({
      getParentRoute: () => parent,
      path,
      ...(search ? { validateSearch: keepSearch } : {}),
      component,
      staticData: menu ? { menu } : {},
    });
  return [
    redirectRoute(parent, '/', PAYSLIP_PATHS.dashboard),
    screen('dashboard', pages.dashboard, MENU.dashboard),
    screen('payslip/view-all', pages.viewAll, MENU.payslips),
    redirectRoute(parent, 'payslip', PAYSLIP_PATHS.viewAll),
    screen('payslip/generate-payslip', pages.generate),
    screen('payslip/preview-payslip', pages.preview, undefined, true),
    redirectRoute(parent, 'report', PAYSLIP_PATHS.reportGenerate),
    screen('report/generate', pages.reportGenerate, MENU.report, true),
    screen('report/payslip', pages.reportPayslip, undefined, true),
  ];
};

/**
 * /ess/payslip (spec 2 §2, issue 19): the employee's latest payslip. It sits right under /ess, so
 * the route registry places it there (app/routes/route-tree.ts: `essLatestPayslipRoute(essRoute)`).
 */
export const essLatestPayslipRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({ getParentRoute: () => parent, path: 'payslip', component: pages.latest });
