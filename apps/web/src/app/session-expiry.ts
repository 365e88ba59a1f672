import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@clockroom/contracts';
import { setSessionExpiredHandler } from '../platform/api/client.ts';
import { notifyError } from '../platform/notify/notify.ts';
import { viewOfPath } from '../platform/routing/active-view.ts';
import { session } from '../platform/session/session-store.ts';
import type { AppRouter } from './router.tsx';

/**
 * Spec 1 §4: the server says the token expired or is invalid → clear it, say so once, remember the page
 * and go to login; signing in again returns there.
 */
export function installSessionExpiry(router: AppRouter, queryClient: QueryClient): void {
  let handling = false;
  setSessionExpiredHandler(() => {
    if (handling) return;
    handling = true;
    const { pathname, href } = router.state.location;
    if (viewOfPath(pathname)) session.rememberLastPage(href);
    session.clearAuth();
    notifyError(new Error(MESSAGES.sessionExpired));
    void router.navigate({ to: '/login' }).finally(() => {
      queryClient.clear();
      handling = false;
    });
  });
}
