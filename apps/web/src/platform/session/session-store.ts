import { useSyncExternalStore } from 'react';
import {
  DEFAULT_ACTIVE_BRANCH,
  type CompanyPublic,
  type SessionUser,
  type TokenResponse,
} from '@clockroom/contracts';
import {
  STORAGE_KEYS,
  ensureAppVersion,
  memoryStore,
  readJson,
  writeJson,
  type KeyValueStore,
} from './storage.ts';
import type { StoredTokens } from './token-refresh.ts';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** The company chosen on /company; the login form needs its slug. */
  company: CompanyPublic | null;
  /** 'all' or a branch id, sent as X-Active-Branch. */
  activeBranch: string;
}

function browserStore(): KeyValueStore {
  try {
    const probe = '__clockroom__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStore();
  }
}

export const storage: KeyValueStore = typeof window === 'undefined' ? memoryStore() : browserStore();

function load(): SessionState {
  return {
    token: storage.getItem(STORAGE_KEYS.token),
    user: readJson<SessionUser>(storage, STORAGE_KEYS.user),
    company: readJson<CompanyPublic>(storage, STORAGE_KEYS.company),
    activeBranch: storage.getItem(STORAGE_KEYS.activeBranch) ?? DEFAULT_ACTIVE_BRANCH,
  };
}

// Spec 1 §4 start-up rule, applied before anything is read from storage.
ensureAppVersion(storage);
let state: SessionState = load();
const listeners = new Set<() => void>();

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

const AUTH_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.tokenExpiresAt] as const;

// Another tab that refreshed wrote new tokens to the shared storage: use them here too, or this tab
// would keep sending the access token that the rotation has just revoked (ADR 0016).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.token && event.newValue && event.newValue !== state.token) {
      update({ token: event.newValue });
    }
  });
}

/** The one place that reads and writes the signed-in session; React reads it through useSession. */
export const session = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setToken(token: string | null): void {
    if (token) storage.setItem(STORAGE_KEYS.token, token);
    else storage.removeItem(STORAGE_KEYS.token);
    update({ token });
  },
  /**
   * A token answer (password or refresh grant). The refresh token and expiry are written before the
   * access token, so a tab that reacts to the token's storage event already finds its partners.
   */
  setTokens(tokens: TokenResponse, now: number = Date.now()): void {
    storage.setItem(STORAGE_KEYS.refreshToken, tokens.refresh_token);
    storage.setItem(STORAGE_KEYS.tokenExpiresAt, String(now + tokens.expires_in * 1000));
    storage.setItem(STORAGE_KEYS.token, tokens.access_token);
    update({ token: tokens.access_token });
  },
  /** Read from storage, not memory: another tab may have rotated them a moment ago. */
  storedTokens(): StoredTokens {
    const expiresAt = Number(storage.getItem(STORAGE_KEYS.tokenExpiresAt));
    return {
      accessToken: storage.getItem(STORAGE_KEYS.token),
      refreshToken: storage.getItem(STORAGE_KEYS.refreshToken),
      expiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : null,
    };
  },
  /** Takes over an access token another tab stored. */
  adoptToken(token: string): void {
    if (token !== state.token) update({ token });
  },
  setUser(user: SessionUser | null): void {
    writeJson(storage, STORAGE_KEYS.user, user);
    update({ user });
  },
  setCompany(company: CompanyPublic | null): void {
    writeJson(storage, STORAGE_KEYS.company, company);
    update({ company });
  },
  setActiveBranch(activeBranch: string): void {
    storage.setItem(STORAGE_KEYS.activeBranch, activeBranch);
    update({ activeBranch });
  },
  /** Logout, session expiry and "sign in as a new user" forget who is signed in (spec 1 §4). */
  clearAuth(): void {
    for (const key of AUTH_KEYS) storage.removeItem(key);
    storage.removeItem(STORAGE_KEYS.user);
    update({ token: null, user: null });
  },
  /** "Clearing the whole storage removes token, user, company and active branch." */
  clearAll(): void {
    for (const key of [...AUTH_KEYS, STORAGE_KEYS.user, STORAGE_KEYS.company, STORAGE_KEYS.activeBranch]) {
      storage.removeItem(key);
    }
    update({ token: null, user: null, company: null, activeBranch: DEFAULT_ACTIVE_BRANCH });
  },
  rememberLastPage(path: string): void {
    storage.setItem(STORAGE_KEYS.lastPageVisited, path);
  },
  takeLastPage(): string | null {
    const path = storage.getItem(STORAGE_KEYS.lastPageVisited);
    storage.removeItem(STORAGE_KEYS.lastPageVisited);
    return path;
  },
  forgetLastPage(): void {
    storage.removeItem(STORAGE_KEYS.lastPageVisited);
  },
};

/** Subscribes a component to one slice of the session; the selector must return a stable value. */
export function useSession<T>(selector: (s: SessionState) => T): T {
  return useSyncExternalStore(session.subscribe, () => selector(state));
}
