import type { SessionUser } from '@clockroom/contracts';

interface Entry {
  user: SessionUser;
  version: number;
  at: number;
}

/**
 * Session users by access-token id, so an authenticated request costs one token lookup instead of
 * six queries. An entry is used only while its company's session_version is unchanged (triggers
 * bump it whenever users, roles, permissions, employees, branches, modules or the company change),
 * and never longer than `ttlMs` (time-based rules such as a module's expiry are re-read).
 * The token row is read on every write, and by reads at most TOKEN_CACHE_MS after (ADR 21).
 */
export class SessionCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(tokenId: number, version: number): SessionUser | undefined {
    const entry = this.entries.get(tokenId);
    if (!entry) return undefined;
    if (entry.version !== version || this.now() - entry.at > this.ttlMs) {
      this.entries.delete(tokenId);
      return undefined;
    }
    return entry.user;
  }

  set(tokenId: number, version: number, user: SessionUser): void {
    this.entries.delete(tokenId);
    this.entries.set(tokenId, { user, version, at: this.now() });
    // Maps iterate in insertion order: the first key is the oldest entry.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
