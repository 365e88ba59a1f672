import type { AnyRoute } from '@tanstack/react-router';
import { LOAN_APPROVER_ENDPOINTS, LOAN_APPROVER_MESSAGES } from '@clockroom/contracts';
import { resourceScreens } from '../../../../platform/routing/resource-routes.ts';
import type { CategoryApproverScreens } from '../../../../platform/approvers/category/screens.ts';
import { categoryApproverScreens } from '../../../../platform/approvers/category/category-approver-routes.ts';

// The server reads with 'view loans' and writes with 'manage loan settings' (issue 20, ADR 51).
const READ = ['view loans', 'manage loan settings'] as const;
const MANAGE = ['manage loan settings'] as const;

/** Loans' registration with the category approver kit: the spec's loan-approval screens (ADR 51). */
const LOAN_APPROVAL_SCREENS: CategoryApproverScreens = {
  module: 'loan',
  endpoints: LOAN_APPROVER_ENDPOINTS,
  messages: LOAN_APPROVER_MESSAGES,
  permission: 'view loans',
  texts: 'loanSettings.approval',
  loadTexts: () => import('./i18n.ts'),
  hubTitle: 'loanSettings.title',
  list: '/admin/payroll/loan/settings/loan-approval/view-all',
  create: '/admin/payroll/loan/settings/loan-approval/create',
  editPrefix: '/admin/payroll/loan/settings/loan-approval/edit/',
  viewPrefix: '/admin/payroll/loan/settings/loan-approval/view/',
  hub: '/admin/payroll/loan/settings',
};

/**
 * Loan settings under /admin/payroll/loan/settings (spec 3 §2): the hub, the loan types
 * (`loan-type-settings`, children under `loan-type/`), the loan cap form and the loan approval
 * settings (`loan-approval/view-all`, `/create`, `/edit/$id`, `/view/$id`: the category approver
 * kit). The approver groups sit at settings/approvers (payroll's approver-settings.routes.tsx).
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
    ...categoryApproverScreens(LOAN_APPROVAL_SCREENS, '/admin/payroll/loan/settings', {
      read: READ,
      write: MANAGE,
    }),
  },
});

/** Loan settings under /admin/payroll/loan/settings: types, caps, approval settings (issue 20). */
export const adminLoanSettingsRoutes = <P extends AnyRoute>(parent: P) => loanSettingsScreens.routes(parent);
