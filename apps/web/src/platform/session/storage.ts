import { APP_VERSION } from '@clockroom/contracts';

/** Every localStorage key the web app uses (spec 1 §4, ARCHITECTURE §5). */
export const STORAGE_KEYS = {
  token: 'token',
  /** The single-use refresh token and when the access token expires (ms since epoch), ADR 0016. */
  refreshToken: 'refreshToken',
  tokenExpiresAt: 'tokenExpiresAt',
  user: 'user',
  company: 'company',
  activeBranch: 'activeBranch',
  appVersion: 'appVersion',
  sidebarCollapsed: 'sidebarCollapsed',
  language: 'language',
  /** A language the switcher chose that the server has not been told yet (ADR 32). */
  languageChosen: 'languageChosen',
  lastPageVisited: 'lastPageVisited',
  moduleAnnouncementClosedAt: 'moduleAnnouncementClosedAt',
} as const;

/** The part of the Web Storage API we use, so the rules below can be tested without a browser. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/**
 * Spec 1 §4 "Session, start-up": a missing stored app version means data from an older, incompatible
 * release may be lying around, so everything is cleared and the current version recorded.
 * Returns true when the storage was cleared.
 */
export function ensureAppVersion(store: KeyValueStore, version: string = APP_VERSION): boolean {
  if (store.getItem(STORAGE_KEYS.appVersion)) return false;
  store.clear();
  store.setItem(STORAGE_KEYS.appVersion, version);
  return true;
}

export function readJson<T>(store: KeyValueStore, key: string): T | null {
  const raw = store.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    store.removeItem(key);
    return null;
  }
}

export function writeJson(store: KeyValueStore, key: string, value: unknown): void {
  if (value === null || value === undefined) store.removeItem(key);
  else store.setItem(key, JSON.stringify(value));
}

/** A Map-backed store for tests and for browsers that refuse storage (private mode quotas). */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}
