import { describe, expect, it } from 'vitest';
import { TokenCache } from './token-cache.ts';
import type { TokenRow } from './session.repository.ts';

const row = (id: number): TokenRow => ({
  id,
  userId: 1,
  accessExpiresAt: new Date('2030-01-01'),
  revokedAt: null,
  sessionVersion: 1,
});

describe('TokenCache', () => {
  it('keeps a row for its time to live, then reads it again', () => {
    let now = 0;
    const cache = new TokenCache(2000, 10, () => now);
    cache.set('a', 7, row(1));
    now = 2000;
    expect(cache.get('a')).toEqual(row(1));
    now = 2001;
    expect(cache.get('a')).toBeUndefined();
  });

  it("forgets one company's rows after its writes, and only those", () => {
    const cache = new TokenCache(2000);
    cache.set('a', 7, row(1));
    cache.set('b', 7, row(2));
    cache.set('c', 8, row(3));
    cache.forgetCompany(7);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, row(3)]);
  });

  it('keeps nothing with a zero time to live, and at most maxEntries rows', () => {
    const off = new TokenCache(0);
    off.set('a', 7, row(1));
    expect(off.get('a')).toBeUndefined();
    const small = new TokenCache(2000, 2);
    for (const k of ['a', 'b', 'c']) small.set(k, 7, row(1));
    expect(small.size).toBe(2);
    expect(small.get('a')).toBeUndefined();
  });
});
