import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

// The server reads with 'view salary management' and writes with 'manage salary settings' (ADR 45).
const READ = ['view salary management'] as const;
const MANAGE = ['manage salary settings'] as const;

/** Recurring allowances under the pay package settings (spec 3 §2 "allowance"; ADR 45). */
export const adminAllowanceScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'pay-package/settings/allowance',
  screens: {
    list: { path: '', list: true, page: () => import('./pages/allowances-page.tsx'), permissions: READ },
    create: { path: 'create', page: () => import('./pages/allowance-create-page.tsx'), permissions: MANAGE },
    edit: { path: 'edit/$id', page: () => import('./pages/allowance-edit-page.tsx'), permissions: MANAGE },
    view: { path: 'view/$id', page: () => import('./pages/allowance-view-page.tsx'), permissions: READ },
  },
});

/** Extra allowances under the pay package settings (spec 3 §2 "extra-allowance", API `extraallowance`). */
export const adminExtraAllowanceScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'pay-package/settings/extra-allowance',
  screens: {
    list: {
      path: '',
      list: true,
      page: () => import('./pages/extra-allowances-page.tsx'),
      permissions: READ,
    },
    create: {
      path: 'create',
      page: () => import('./pages/extra-allowance-create-page.tsx'),
      permissions: MANAGE,
    },
    edit: {
      path: 'edit/$id',
      page: () => import('./pages/extra-allowance-edit-page.tsx'),
      permissions: MANAGE,
    },
    view: {
      path: 'view/$id',
      page: () => import('./pages/extra-allowance-view-page.tsx'),
      permissions: READ,
    },
  },
});

/**
 * Under /ess/payroll/payslip (spec 2 §2, issue 19): the employee's allowances and claims
 * (allowance/view-all), the claim form (create, edit/{id}) and the claims waiting on them
 * (approval/view-all). Every employee's own, so no permission; one menu entry under Payroll.
 */
export const essAllowanceScreens = resourceScreens({
  under: '/ess/payroll',
  path: 'payslip',
  menuScreen: 'mine',
  screens: {
    mine: {
      path: 'allowance/view-all',
      list: true,
      page: () => import('./pages/my-allowances-page.tsx'),
      menu: {
        name: 'my allowances',
        labelKey: 'menu.myAllowances',
        icon: 'SolutionOutlined',
        module: 'payroll',
      },
    },
    // Claims sit under payslip/ but belong to My Allowances in the sidebar.
    create: { path: 'create', page: () => import('./pages/claim-create-page.tsx') },
    edit: { path: 'edit/$id', page: () => import('./pages/claim-edit-page.tsx') },
    approvals: {
      path: 'approval/view-all',
      list: true,
      page: () => import('./pages/claim-approvals-page.tsx'),
    },
  },
});

/** Recurring and extra allowances (helper E): the screens under /admin/payroll. */
export const adminAllowancesRoutes = <P extends AnyRoute>(parent: P) => [
  ...adminAllowanceScreens.routes(parent),
  ...adminExtraAllowanceScreens.routes(parent),
];

/** The employee's allowances and claims: the screens under /ess/payroll. */
export const essAllowancesRoutes = <P extends AnyRoute>(parent: P) => essAllowanceScreens.routes(parent);
