import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

// The server's permissions (ADR 54): reads with 'view benefit deductions', writes with its create
// and edit; the approvals inbox is anyone's (the server lists what waits on them).
const VIEW = ['view benefit deductions'] as const;
const CREATE = ['create benefit deduction'] as const;
const EDIT = ['edit benefit deduction'] as const;

/** Benefits and deductions (spec 3 "benefit-deduction"; issue 20): records, approvals and settings. */
export const benefitDeductionScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'benefit-deduction',
  screens: {
    list: {
      path: 'view-all',
      list: true,
      page: () => import('./pages/records-page.tsx'),
      permissions: VIEW,
      menu: {
        name: 'view benefit deductions',
        labelKey: 'menu.benefitDeductions',
        icon: 'SolutionOutlined',
        module: 'payroll',
      },
    },
    create: { path: 'create', page: () => import('./pages/record-create-page.tsx'), permissions: CREATE },
    edit: { path: 'edit/$id', page: () => import('./pages/record-edit-page.tsx'), permissions: EDIT },
    view: {
      path: 'view-details/$id',
      page: () => import('./pages/record-details-page.tsx'),
      permissions: VIEW,
    },
    approvals: { path: 'approval', list: true, page: () => import('./pages/approvals-page.tsx') },
    approvalView: { path: 'approval/view/$id', page: () => import('./pages/approval-view-page.tsx') },
    settings: { path: 'settings', page: () => import('./pages/settings-page.tsx'), permissions: VIEW },
  },
  redirects: { '': 'list' },
});

/** Benefit and deduction types under the settings. */
export const benefitDeductionTypeScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'benefit-deduction/settings/benefit-deduction-type',
  screens: {
    list: { path: 'view-all', list: true, page: () => import('./pages/types-page.tsx'), permissions: VIEW },
    create: { path: 'create', page: () => import('./pages/type-create-page.tsx'), permissions: CREATE },
    edit: { path: 'edit/$id', page: () => import('./pages/type-edit-page.tsx'), permissions: EDIT },
  },
  redirects: { '': 'list' },
});

/** Benefits and deductions under /admin/payroll/benefit-deduction (issue 20). */
export const adminBenefitDeductionRoutes = <P extends AnyRoute>(parent: P) => [
  ...benefitDeductionScreens.routes(parent),
  ...benefitDeductionTypeScreens.routes(parent),
];
