import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

// The server reads with 'view salary management'; deciding waits on the checker (issue 21, ADR 59).
const READ = ['view salary management'] as const;

/**
 * Payment uploads and approved payments under /admin/payroll/salary-management (spec 3 §2):
 * payment-upload (the list by month), payment-upload/view?transaction_id= (its schedules, their
 * decisions and lines), payment-upload/$id/export, approved-payment and approved-payment/view/$id.
 */
export const paymentUploadScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'salary-management',
  screens: {
    list: {
      path: 'payment-upload',
      list: true,
      page: () => import('./pages/upload-list-page.tsx'),
      permissions: READ,
      menu: {
        name: 'view salary management',
        labelKey: 'menu.paymentUploads',
        icon: 'FileTextOutlined',
        module: 'payroll',
      },
    },
    // Not a list screen: the list search writes every value as text, which the router then quotes
    // (`transaction_id=%222%22`); this one number is read as the router parses it.
    view: {
      path: 'payment-upload/view',
      page: () => import('./pages/upload-view-page.tsx'),
      permissions: READ,
    },
    export: {
      path: 'payment-upload/$id/export',
      page: () => import('./pages/upload-export-page.tsx'),
      permissions: READ,
    },
    approved: {
      path: 'approved-payment',
      list: true,
      page: () => import('./pages/approved-list-page.tsx'),
      permissions: READ,
      menu: {
        name: 'view salary management',
        labelKey: 'menu.approvedPayments',
        icon: 'HistoryOutlined',
        module: 'payroll',
      },
    },
    approvedView: {
      path: 'approved-payment/view/$id',
      page: () => import('./pages/approved-view-page.tsx'),
      permissions: READ,
    },
  },
});

export const adminPaymentUploadRoutes = <P extends AnyRoute>(parent: P) =>
  paymentUploadScreens.routes(parent);
