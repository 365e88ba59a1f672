import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

// Read by payroll's people; changed with the salary settings (as the server checks, ADR 43).
const READ = ['view salary management', 'manage salary settings'] as const;
const MANAGE = ['manage salary settings'] as const;

/**
 * Statutory deductions under the pay package settings (spec 3 §2 "statutory-deductions", the API's
 * `statutory-deduction`; issue 19, ADR 43): the tax table versions, create, edit/{id} and view/{id}
 * with a worked example.
 */
export const adminTaxTableScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'pay-package/settings/statutory-deductions',
  screens: {
    list: { path: '', list: true, page: () => import('./pages/tax-tables-page.tsx'), permissions: READ },
    create: { path: 'create', page: () => import('./pages/tax-table-create-page.tsx'), permissions: MANAGE },
    edit: { path: 'edit/$id', page: () => import('./pages/tax-table-edit-page.tsx'), permissions: MANAGE },
    view: { path: 'view/$id', page: () => import('./pages/tax-table-view-page.tsx'), permissions: READ },
  },
});

/** Company remittances under the pay package settings (spec 3 §2 "company-remittance"). */
export const adminRemittanceScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'pay-package/settings/company-remittance',
  screens: {
    list: { path: '', list: true, page: () => import('./pages/remittances-page.tsx'), permissions: READ },
    create: { path: 'create', page: () => import('./pages/remittance-create-page.tsx'), permissions: MANAGE },
    edit: { path: 'edit/$id', page: () => import('./pages/remittance-edit-page.tsx'), permissions: MANAGE },
    view: { path: 'view/$id', page: () => import('./pages/remittance-view-page.tsx'), permissions: READ },
  },
});

/** Statutory deductions and company remittances (helper B): the screens under /admin/payroll. */
export const adminStatutoryRoutes = <P extends AnyRoute>(parent: P) => [
  ...adminTaxTableScreens.routes(parent),
  ...adminRemittanceScreens.routes(parent),
];

/** Its screens under /ess/payroll: none, these are admin settings. */
export const essStatutoryRoutes = <P extends AnyRoute>(_parent: P): never[] => [];
