import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@clockroom/contracts';
import { SessionCache } from './session-cache.ts';

const user = (id: number) => ({ id }) as SessionUser;

describe('SessionCache', () => {
  it('answers only while the company session version is unchanged', () => {
    const cache = new SessionCache();
    cache.set(1, 7, user(10));
    expect(cache.get(1, 7)?.id).toBe(10);
    expect(cache.get(1, 8)).toBeUndefined();
    expect(cache.get(1, 7)).toBeUndefined();
  });
  it('forgets entries after the time limit', () => {
    let now = 0;
    const cache = new SessionCache(1000, 10, () => now);
    cache.set(1, 1, user(1));
    now = 1001;
    expect(cache.get(1, 1)).toBeUndefined();
  });
  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache(60_000, 2);
    cache.set(1, 1, user(1));
    cache.set(2, 1, user(2));
    cache.set(3, 1, user(3));
    expect(cache.size).toBe(2);
    expect(cache.get(1, 1)).toBeUndefined();
    expect(cache.get(3, 1)?.id).toBe(3);
  });
});
