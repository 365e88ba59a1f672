import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';

export interface ForgotPasswordConfirmSearch {
  email?: string;
}

/** /forgot-password, /forgot-password-confirm, /reset-password/{reset_code}, /change-password-success. */
export const passwordResetRoutes = <P extends AnyRoute>(parent: P) =>
  [
    createRoute({
      getParentRoute: () => parent,
      path: 'forgot-password',
      component: lazyPage(() => import('./pages/forgot-password-page.tsx')),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'forgot-password-confirm',
      validateSearch: (raw: Record<string, unknown>): ForgotPasswordConfirmSearch => ({
        email: typeof raw['email'] === 'string' && raw['email'] ? raw['email'] : undefined,
      }),
      component: lazyPage(() => import('./pages/forgot-password-confirm-page.tsx')),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'reset-password/$reset_code',
      component: lazyPage(() => import('./pages/reset-password-page.tsx')),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'change-password-success',
      component: lazyPage(() => import('./pages/change-password-success-page.tsx')),
    }),
  ] as const;
