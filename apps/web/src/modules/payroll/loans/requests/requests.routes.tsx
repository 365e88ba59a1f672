import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../../platform/routing/resource-routes.ts';

// The server lists the company's requests with 'view loans' and decides ungoverned ones with
// 'approve loan'; creating for an employee needs 'create loan', editing 'edit loan' (ADR 52).
const READ = ['view loans'] as const;
const APPROVE = ['view loans', 'approve loan'] as const;
const REQUESTS = { menuOwner: '/admin/payroll/loan/loan-request/view-all' };

/**
 * Loan requests under /admin/payroll/loan (spec 3 §2 "loan (redirects to loan-request/view-all)"):
 * the company's requests, the form for an employee, and the approvals inbox.
 */
export const adminLoanRequestScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'loan',
  redirects: { '': 'list' },
  screens: {
    list: {
      path: 'loan-request/view-all',
      list: true,
      page: () => import('./pages/admin-requests-page.tsx'),
      permissions: READ,
      menu: {
        name: 'view loans',
        labelKey: 'menu.loanRequests',
        icon: 'FileTextOutlined',
        module: 'payroll',
      },
    },
    create: {
      path: 'loan-request/create',
      page: () => import('./pages/admin-create-page.tsx'),
      permissions: ['create loan'],
      data: REQUESTS,
    },
    edit: {
      path: 'loan-request/edit/$id',
      page: () => import('./pages/admin-edit-page.tsx'),
      permissions: ['edit loan', 'view loans'],
      data: REQUESTS,
    },
    approvals: {
      path: 'loan-approval/view-all',
      list: true,
      page: () => import('./pages/admin-approvals-page.tsx'),
      permissions: APPROVE,
      menu: {
        name: 'approve loan',
        labelKey: 'menu.loanApprovals',
        icon: 'SolutionOutlined',
        module: 'payroll',
      },
    },
  },
});

/**
 * The employee's loans under /ess/payroll/loan (spec 2 §2: view-all, create, edit/{id},
 * approval/view-all). Every employee's own, so no permission; one menu entry.
 */
export const essLoanScreens = resourceScreens({
  under: '/ess/payroll',
  path: 'loan',
  redirects: { '': 'mine' },
  menuScreen: 'mine',
  screens: {
    mine: {
      path: 'view-all',
      list: true,
      page: () => import('./pages/ess-loans-page.tsx'),
      menu: { name: 'my loans', labelKey: 'menu.myLoans', icon: 'FileTextOutlined', module: 'payroll' },
    },
    create: { path: 'create', page: () => import('./pages/ess-create-page.tsx') },
    edit: { path: 'edit/$id', page: () => import('./pages/ess-edit-page.tsx') },
    approvals: {
      path: 'approval/view-all',
      list: true,
      page: () => import('./pages/ess-approvals-page.tsx'),
    },
  },
});

/** Loan requests and approvals under /admin/payroll/loan (issue 20). */
export const adminLoanRequestRoutes = <P extends AnyRoute>(parent: P) =>
  adminLoanRequestScreens.routes(parent);

/** The employee's loans and the loan approvals waiting on them, under /ess/payroll/loan (issue 20). */
export const essLoanRequestRoutes = <P extends AnyRoute>(parent: P) => essLoanScreens.routes(parent);
