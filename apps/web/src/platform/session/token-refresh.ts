import type { TokenResponse } from '@clockroom/contracts';
import { ApiError } from '../api/api-error.ts';

/** What the shared storage holds; another tab may have changed it since this tab last looked. */
export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
  /** When the access token expires, ms since the epoch (this browser's clock, so no skew). */
  expiresAt: number | null;
}

/** Why the server refused a token: an expired one can be refreshed, a revoked one cannot. */
export type TokenFailure = 'expired' | 'invalid';

export interface TokenRefreshDeps {
  read(): StoredTokens;
  /** The access token this tab sends. */
  current(): string | null;
  save(tokens: TokenResponse): void;
  adopt(accessToken: string): void;
  /** The refresh_token grant; rejects with an ApiError. */
  grant(refreshToken: string): Promise<TokenResponse>;
  /** The refresh failed for good: the spec's "session expired" path. */
  onSessionOver(): void;
  /** Runs `task` while no other tab runs one (Web Lock), so one single-use token is spent once. */
  withLock<T>(task: () => Promise<T>): Promise<T>;
  now(): number;
  /** Returns a cancel function. */
  setTimer(run: () => void, ms: number): () => void;
  random(): number;
}

/** Refresh when 80 % of the token's life has passed, but never earlier than a minute before expiry. */
const MAX_LEAD_MS = 60_000;
const LEAD_SHARE = 0.2;
/** A refresh that got no answer (network, 5xx) is tried again this much later. */
const RETRY_MS = 15_000;

/** No answer or a server fault says nothing about the session; keep it and try again later. */
function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

export interface TokenRefresher {
  /**
   * After `staleToken` was refused: the token to retry with, or null when the session is over (the
   * session-expired path has then run). Concurrent calls share one refresh. Rejects only when the
   * refresh got no answer, with that error, and the session is kept.
   */
  recover(staleToken: string, failure: TokenFailure): Promise<string | null>;
  /** Before a request: a token already past its expiry (timer throttled, laptop asleep) is refreshed. */
  freshen(): Promise<void>;
  /** (Re)arms the timer that refreshes ahead of expiry, from what storage holds now. */
  schedule(): void;
  stop(): void;
}

export function createTokenRefresher(deps: TokenRefreshDeps): TokenRefresher {
  let inflight: Promise<string | null> | null = null;
  let cancelTimer: (() => void) | null = null;

  async function refreshLocked(staleToken: string, failure: TokenFailure): Promise<string | null> {
    const stored = deps.read();
    // Another tab (or an earlier refresh here) already rotated: its token is the one to use.
    if (stored.accessToken && stored.accessToken !== staleToken) {
      deps.adopt(stored.accessToken);
      return stored.accessToken;
    }
    // A revoked token (logout, reuse detected) cannot be saved by its refresh token, which the server
    // revoked with it; presenting that one would only make the server revoke every other session too.
    if (failure === 'invalid' || !stored.refreshToken) return null;
    try {
      const tokens = await deps.grant(stored.refreshToken);
      deps.save(tokens);
      return tokens.access_token;
    } catch (error) {
      if (isTransient(error)) throw error;
      return null;
    }
  }

  function recover(staleToken: string, failure: TokenFailure): Promise<string | null> {
    const current = deps.current();
    // This 401 answers a request sent before a refresh that has finished since.
    if (current && current !== staleToken) return Promise.resolve(current);
    inflight ??= deps
      .withLock(() => refreshLocked(staleToken, failure))
      .then((token) => {
        if (token === null) deps.onSessionOver();
        return token;
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  }

  function arm(ms: number): void {
    cancelTimer?.();
    cancelTimer = deps.setTimer(() => {
      cancelTimer = null;
      const token = deps.current();
      if (!token) return;
      recover(token, 'expired').then(
        (next) => {
          if (next) schedule();
        },
        () => arm(RETRY_MS),
      );
    }, ms);
  }

  function schedule(): void {
    cancelTimer?.();
    cancelTimer = null;
    const { accessToken, refreshToken, expiresAt } = deps.read();
    if (!accessToken || !refreshToken || expiresAt === null) return;
    const remaining = expiresAt - deps.now();
    const lead = Math.min(MAX_LEAD_MS, Math.max(0, remaining) * LEAD_SHARE);
    // A random extra lead spreads the tabs of one browser: the first refreshes, the others wake to
    // find its tokens already in storage.
    arm(Math.max(0, remaining - lead * (1 + deps.random() / 2)));
  }

  async function freshen(): Promise<void> {
    const { expiresAt } = deps.read();
    const token = deps.current();
    if (!token || expiresAt === null || deps.now() < expiresAt) return;
    // Failures surface on the request itself (401, then the session-expired path).
    await recover(token, 'expired').catch(() => null);
  }

  return {
    recover,
    freshen,
    schedule,
    stop() {
      cancelTimer?.();
      cancelTimer = null;
    },
  };
}
