import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@clockroom/contracts';
import { setSessionExpiredHandler } from '../platform/api/client.ts';
import { clientConfigQuery } from '../platform/session/client-config.ts';
import { installTokenRefresh } from '../platform/session/install-token-refresh.ts';
import { notifyError } from '../platform/notify/notify.ts';
import { viewOfPath } from '../platform/routing/active-view.ts';
import { session } from '../platform/session/session-store.ts';
import type { AppRouter } from './router.tsx';

/**
 * Spec 1 §4: the server says the token expired or is invalid and refreshing it failed → clear it, say
 * so once, remember the page and go to login; signing in again returns there.
 */
export function installSessionExpiry(router: AppRouter, queryClient: QueryClient): void {
  let handling = false;
  const expire = () => {
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
  };
  setSessionExpiredHandler(expire);
  // A refused access token is first refreshed; only a failed refresh ends the session (ADR 0016).
  installTokenRefresh({
    client: () => queryClient.ensureQueryData(clientConfigQuery()),
    onSessionOver: expire,
  });
}
