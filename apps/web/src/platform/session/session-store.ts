import { useSyncExternalStore } from 'react';
import { DEFAULT_ACTIVE_BRANCH, type CompanyPublic, type SessionUser } from '@clockroom/contracts';
import {
  STORAGE_KEYS,
  ensureAppVersion,
  memoryStore,
  readJson,
  writeJson,
  type KeyValueStore,
} from './storage.ts';

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
    storage.removeItem(STORAGE_KEYS.token);
    storage.removeItem(STORAGE_KEYS.user);
    update({ token: null, user: null });
  },
  /** "Clearing the whole storage removes token, user, company and active branch." */
  clearAll(): void {
    for (const key of [
      STORAGE_KEYS.token,
      STORAGE_KEYS.user,
      STORAGE_KEYS.company,
      STORAGE_KEYS.activeBranch,
    ]) {
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
