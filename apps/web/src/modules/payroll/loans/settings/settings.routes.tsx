import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../../platform/routing/resource-routes.ts';

// The server reads with 'view loans' and writes with 'manage loan settings' (issue 20, ADR 51).
const READ = ['view loans', 'manage loan settings'] as const;
const MANAGE = ['manage loan settings'] as const;

/**
 * Loan settings under /admin/payroll/loan/settings (spec 3 §2): the hub, the loan types
 * (`loan-type-settings`, children under `loan-type/`) and the loan cap form. The approver groups sit
 * at settings/approvers (payroll's approver-settings.routes.tsx).
 */
export const loanSettingsScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'loan/settings',
  screens: {
    hub: {
      path: '',
      page: () => import('./pages/loan-settings-page.tsx'),
      permissions: READ,
      menu: { name: 'view loans', labelKey: 'menu.loanSettings', icon: 'SettingOutlined', module: 'payroll' },
    },
    types: {
      path: 'loan-type-settings',
      list: true,
      page: () => import('./pages/loan-types-page.tsx'),
      permissions: READ,
    },
    create: {
      path: 'loan-type/create',
      page: () => import('./pages/loan-type-create-page.tsx'),
      permissions: MANAGE,
    },
    view: {
      path: 'loan-type/view/$id',
      page: () => import('./pages/loan-type-view-page.tsx'),
      permissions: READ,
    },
    edit: {
      path: 'loan-type/edit/$id',
      page: () => import('./pages/loan-type-edit-page.tsx'),
      permissions: MANAGE,
    },
    caps: { path: 'loan-cap/form', page: () => import('./pages/loan-cap-page.tsx'), permissions: READ },
  },
});

/** Loan settings under /admin/payroll/loan/settings: types, caps (issue 20). */
export const adminLoanSettingsRoutes = <P extends AnyRoute>(parent: P) => loanSettingsScreens.routes(parent);
