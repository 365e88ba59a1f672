import { setSessionRecovery } from '../api/client.ts';
import type { RefreshOptions } from './live-token-refresh.ts';
import { session } from './session-store.ts';
import type { TokenRefresher } from './token-refresh.ts';

/**
 * Installs token refresh in the API client (ADR 0016). The refresher itself loads only once there is
 * a token to refresh: /login and the other public pages never need it (ARCHITECTURE §6 budget).
 */
export function installTokenRefresh(options: RefreshOptions): void {
  let refresher: Promise<TokenRefresher> | null = null;
  const load = () =>
    (refresher ??= import('./live-token-refresh.ts').then((m) => m.startTokenRefresh(options)));
  setSessionRecovery({
    freshen: async () => {
      if (session.get().token) await (await load()).freshen();
    },
    recover: async (staleToken, failure) => (await load()).recover(staleToken, failure),
  });
  if (session.get().token) void load();
  else {
    const unsubscribe = session.subscribe(() => {
      if (!session.get().token) return;
      unsubscribe();
      void load();
    });
  }
}
