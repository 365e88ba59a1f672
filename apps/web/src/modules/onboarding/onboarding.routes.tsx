import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import type { SessionUser } from '@clockroom/contracts';
import { lazyPage } from '../../platform/routing/lazy-page.ts';

/**
 * /get-started and /get-started-success (spec 2 §2): outside /ess, signed in. The session guard
 * sends anyone whose profile is not completed to /get-started; someone who has completed it has
 * nothing left to do there and goes home.
 */
export const onboardingRoutes = <P extends AnyRoute>(parent: P) =>
  [
    createRoute({
      getParentRoute: () => parent,
      path: 'get-started',
      beforeLoad: ({ context }) => {
        const user = (context as { user?: SessionUser }).user;
        if (user?.profile_completed) throw redirect({ to: '/ess/home' });
      },
      component: lazyPage(() => import('./pages/get-started-page.tsx')),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: 'get-started-success',
      component: lazyPage(() => import('./pages/get-started-success-page.tsx')),
    }),
  ] as const;
