import type { TokenRow } from './session.repository.ts';

interface Entry {
  companyId: number;
  row: TokenRow;
  at: number;
}

/**
 * Access-token rows by token hash, for signed-in reads only (ADR 21). With the connection's session
 * already bound to the tenant, a cached token makes a read one round trip: its own statement.
 *
 * An entry lives `ttlMs` at most. In this process any write for a company forgets that company's
 * entries, so a logout, a revocation or a permission change applies to the next read here at once;
 * another instance sees it within `ttlMs`. Expiry is checked on every request from the row itself.
 * Writes always read the token afresh.
 */
export class TokenCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(accessHash: string): TokenRow | undefined {
    if (this.ttlMs <= 0) return undefined;
    const entry = this.entries.get(accessHash);
    if (!entry) return undefined;
    if (this.now() - entry.at > this.ttlMs) {
      this.entries.delete(accessHash);
      return undefined;
    }
    return entry.row;
  }

  set(accessHash: string, companyId: number, row: TokenRow): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(accessHash);
    this.entries.set(accessHash, { companyId, row, at: this.now() });
    // Maps iterate in insertion order: the first key is the oldest entry.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** After a write for the company: its sessions may have changed (logout, roles, permissions). */
  forgetCompany(companyId: number): void {
    for (const [hash, entry] of this.entries) if (entry.companyId === companyId) this.entries.delete(hash);
  }

  get size(): number {
    return this.entries.size;
  }
}
