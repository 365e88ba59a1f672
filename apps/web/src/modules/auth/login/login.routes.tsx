import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { lazyPage } from '../../../platform/routing/lazy-page.ts';
import { session } from '../../../platform/session/session-store.ts';

/** /login needs a company; without one the user chooses it first (spec 1 §2). */
export const loginRoute = <P extends AnyRoute>(parent: P) =>
  createRoute({
    getParentRoute: () => parent,
    path: 'login',
    beforeLoad: () => {
      if (!session.get().company) throw redirect({ to: '/company' });
    },
    component: lazyPage(() => import('./pages/login-page.tsx')),
  });
