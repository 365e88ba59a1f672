import { refreshGrant, type OAuthClient } from './refresh-grant.ts';
import { session } from './session-store.ts';
import { withTabLock } from './tab-lock.ts';
import { createTokenRefresher, type TokenRefresher } from './token-refresh.ts';

export interface RefreshOptions {
  /** The OAuth client id and secret (GET /client-config), which the refresh grant needs too. */
  client: () => Promise<OAuthClient>;
  /** The refresh failed: the spec's "session expired" path. */
  onSessionOver: () => void;
}

/** The refresher on the real session, storage, clock and timers (ADR 0016). */
export function startTokenRefresh({ client, onSessionOver }: RefreshOptions): TokenRefresher {
  const refresher = createTokenRefresher({
    read: () => session.storedTokens(),
    current: () => session.get().token,
    save: (tokens) => session.setTokens(tokens),
    adopt: (token) => session.adoptToken(token),
    grant: async (refreshToken) => refreshGrant(await client(), refreshToken),
    onSessionOver,
    withLock: withTabLock,
    now: () => Date.now(),
    setTimer: (run, ms) => {
      const id = setTimeout(run, ms);
      return () => clearTimeout(id);
    },
    random: () => Math.random(),
  });
  // Sign-in, a refresh here or in another tab, and sign-out all change the token: re-arm the timer.
  let seen = session.get().token;
  session.subscribe(() => {
    const token = session.get().token;
    if (token === seen) return;
    seen = token;
    refresher.schedule();
  });
  refresher.schedule();
  return refresher;
}
