import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { ADMIN_PERMISSION, LAZY_LOAD_TIMEOUT_MS } from '@clockroom/contracts';
import { LAZY_TIMEOUT_ERROR, lazyPage, withTimeout } from '../../platform/routing/lazy-page.ts';
import { PageLoading } from '../../platform/ui/page-loading.tsx';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { redirectSignedIn, requireForcedPasswordChange, requireSession } from './guards.ts';
import { rootRoute } from './root-route.ts';

/** The signed-in shell is its own chunk: /login never downloads menus and tables. */
const AppShell = lazyRouteComponent(
  () => withTimeout(import('../layouts/app-shell.tsx'), LAZY_LOAD_TIMEOUT_MS, LAZY_TIMEOUT_ERROR),
  'AppShell',
);

/** Visitor pages: signed-in users are sent to their home. */
export const publicRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  beforeLoad: () => redirectSignedIn(),
  component: PublicLayout,
});

export const rootIndexRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/login' });
  },
});

/** Pages anybody may open, signed in or not (account activation, unauthorized). */
export const openRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'open',
  component: PublicLayout,
});

export const unauthorizedRoute = createRoute({
  getParentRoute: () => openRoute,
  path: 'unauthorized',
  component: lazyPage(() => import('../pages/unauthorized-page.tsx')),
});

/** Holds the forced first-sign-in password change: a token is required. */
export const forcedPasswordRoute = createRoute({
  getParentRoute: () => openRoute,
  id: 'forced-password',
  beforeLoad: ({ context }) => requireForcedPasswordChange({ context }),
});

/** Everything under /admin and /ess. */
export const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: ({ context, location, matches }) => requireSession({ context, location, matches }),
  pendingComponent: () => <PageLoading fullScreen />,
});

/** A notification's mail link: marks it read and opens the screen of its kind (ADR 32). */
export const notificationOpenRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'notifications/$id',
  component: lazyPage(() => import('../pages/notification-open-page.tsx')),
});

/** /admin requires 'view backend' (spec 1 §6: that is what makes an admin). */
export const adminRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'admin',
  staticData: { permissions: [ADMIN_PERMISSION] },
  component: AppShell,
});

export const essRoute = createRoute({ getParentRoute: () => authedRoute, path: 'ess', component: AppShell });

export const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/admin/home' });
  },
});

export const essIndexRoute = createRoute({
  getParentRoute: () => essRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/ess/home' });
  },
});
