import type { AnyRoute } from '@tanstack/react-router';
import { resourceScreens } from '../../../platform/routing/resource-routes.ts';

// The server reads with 'view payment wallet' and changes with 'manage payments' (issue 21, ADR 57).
const READ = ['view payment wallet'] as const;
const MANAGE = ['manage payments'] as const;

/**
 * The company wallet under /admin/payroll/payment-wallet (spec 3 §2: view-all, topup-wallet, settings,
 * view-single; the bare address goes on to view-all). view-single is one transfer by id, or one pay-in
 * under view-single/payin/{id}.
 */
export const walletScreens = resourceScreens({
  under: '/admin/payroll',
  path: 'payment-wallet',
  screens: {
    viewAll: {
      path: 'view-all',
      list: true,
      page: () => import('./pages/wallet-page.tsx'),
      permissions: READ,
      menu: {
        name: 'view payment wallet',
        labelKey: 'menu.paymentWallet',
        icon: 'SolutionOutlined',
        module: 'payroll',
      },
    },
    topup: { path: 'topup-wallet', page: () => import('./pages/topup-page.tsx'), permissions: MANAGE },
    settings: { path: 'settings', page: () => import('./pages/wallet-settings-page.tsx'), permissions: READ },
    transfer: { path: 'view-single/$id', page: () => import('./pages/transfer-page.tsx'), permissions: READ },
    payin: { path: 'view-single/payin/$id', page: () => import('./pages/payin-page.tsx'), permissions: READ },
  },
  redirects: { '': 'viewAll' },
});

export const adminWalletRoutes = <P extends AnyRoute>(parent: P) => walletScreens.routes(parent);
