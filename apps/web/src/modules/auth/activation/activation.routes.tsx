import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';

/** Opened from the activation mail, signed in or not. */
export const accountActivationRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'account-activation/$user_id/$confirmation_code',
    component: lazyPage(() => import('./pages/account-activation-page.tsx')),
  });

export const activationSuccessfulRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'activation-successful',
    component: lazyPage(() => import('./pages/activation-successful-page.tsx')),
  });
