import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';

/** /ess/change-password: reached from the user menu, hidden from the side menu. */
export const changePasswordRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'change-password',
    component: lazyPage(() => import('./pages/change-password-page.tsx')),
  });
