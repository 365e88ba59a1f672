import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';

/** The forced password change; the parent route makes sure a token is present. */
export const firstSigninRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'change-password-first-signin',
    component: lazyPage(() => import('./pages/first-signin-password-page.tsx')),
  });
