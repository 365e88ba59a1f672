import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

// The server reads with 'view payment wallet' and writes with 'manage payments' (issue 21, ADR 58).
const READ = ['view payment wallet', 'manage payments'] as const;
const MANAGE = ['manage payments'] as const;

/**
 * Payment options under /admin/payroll/salary-management/settings/payment-options (spec 3 §2): the
 * list at the base path, and /list going on to it (ambiguity 14), create, view/$id (the option and
 * its mandates) and upload-mandate/$id. The settings hub links here.
 */
export const paymentOptionScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'salary-management/settings/payment-options',
  redirects: { list: 'list' },
  screens: {
    list: { path: '', list: true, page: () => import('./pages/payment-options-page.tsx'), permissions: READ },
    create: {
      path: 'create',
      page: () => import('./pages/payment-option-create-page.tsx'),
      permissions: MANAGE,
    },
    // A list screen too: its mandates table keeps paging and search in the address.
    view: {
      path: 'view/$id',
      list: true,
      page: () => import('./pages/payment-option-view-page.tsx'),
      permissions: READ,
    },
    uploadMandate: {
      path: 'upload-mandate/$id',
      page: () => import('./pages/upload-mandate-page.tsx'),
      permissions: MANAGE,
    },
  },
});

export const adminPaymentOptionRoutes = <P extends AnyRoute>(parent: P) =>
  paymentOptionScreens.routes(parent);
