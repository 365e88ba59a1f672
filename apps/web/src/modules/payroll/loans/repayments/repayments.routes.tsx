import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../../platform/routing/resource-routes.ts';

// The server reads with 'view loans' and moves a loan's money with 'edit loan' (ADR 53).
const READ = ['view loans'] as const;
const EDIT = ['edit loan'] as const;

/** Loan disbursements (spec 3 §2 "loan-disbursement": view-all, create; issue 20, ADR 53). */
export const loanDisbursementScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'loan/loan-disbursement',
  screens: {
    list: {
      path: 'view-all',
      list: true,
      page: () => import('./pages/disbursements-page.tsx'),
      permissions: READ,
      menu: {
        name: 'view loans',
        labelKey: 'menu.loanDisbursements',
        icon: 'SolutionOutlined',
        module: 'payroll',
      },
    },
    create: { path: 'create', page: () => import('./pages/disbursement-create-page.tsx'), permissions: EDIT },
  },
  redirects: { '': 'list' },
});

/** Loan refunds (spec 3 §2 "loan-refund": view-all, create, edit/{id}). */
export const loanRefundScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'loan/loan-refund',
  screens: {
    list: {
      path: 'view-all',
      list: true,
      page: () => import('./pages/refunds-page.tsx'),
      permissions: READ,
      menu: {
        name: 'view loans',
        labelKey: 'menu.loanRefunds',
        icon: 'SolutionOutlined',
        module: 'payroll',
      },
    },
    create: { path: 'create', page: () => import('./pages/refund-create-page.tsx'), permissions: EDIT },
    edit: { path: 'edit/$id', page: () => import('./pages/refund-edit-page.tsx'), permissions: EDIT },
  },
  redirects: { '': 'list' },
});

/** Loan disbursements and refunds under /admin/payroll/loan (issue 20). */
export const adminLoanRepaymentRoutes = <P extends AnyRoute>(parent: P) => [
  ...loanDisbursementScreens.routes(parent),
  ...loanRefundScreens.routes(parent),
];
