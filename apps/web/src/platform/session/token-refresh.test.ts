import { describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '@clockroom/contracts';
import { ApiError } from '../api/api-error.ts';
import { createTokenRefresher, type StoredTokens, type TokenRefreshDeps } from './token-refresh.ts';

const T0 = 1_000_000;

function tokens(n: number, expiresIn = 20): TokenResponse {
  return { access_token: `A${n}`, refresh_token: `R${n}`, expires_in: expiresIn, token_type: 'Bearer' };
}

/** One tab over a storage that the test (playing another tab) may change behind its back. */
function harness(grant: (refreshToken: string) => Promise<TokenResponse> = async () => tokens(2)) {
  let now = T0;
  const stored: StoredTokens = { accessToken: 'A1', refreshToken: 'R1', expiresAt: T0 + 20_000 };
  let current: string | null = 'A1';
  const timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  const deps: TokenRefreshDeps = {
    read: () => ({ ...stored }),
    current: () => current,
    save: (t) => {
      stored.accessToken = t.access_token;
      stored.refreshToken = t.refresh_token;
      stored.expiresAt = now + t.expires_in * 1000;
      current = t.access_token;
    },
    adopt: (token) => {
      current = token;
    },
    grant: vi.fn(grant),
    onSessionOver: vi.fn(),
    withLock: (task) => task(),
    now: () => now,
    setTimer: (run, ms) => {
      const timer = { at: now + ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    random: () => 0,
  };
  const pending = () => timers.filter((t) => !t.cancelled);
  return {
    deps,
    stored,
    refresher: createTokenRefresher(deps),
    setCurrent: (token: string | null) => {
      current = token;
    },
    pending,
    /** Moves the clock to the next timer and runs it. */
    async fireNext() {
      const next = pending().sort((a, b) => a.at - b.at)[0];
      if (!next) throw new Error('no timer armed');
      next.cancelled = true;
      now = next.at;
      next.run();
      await vi.waitFor(() =>
        expect(vi.mocked(deps.grant).mock.results.every((r) => r.type !== 'incomplete')).toBe(true),
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('token refresh: one refresh for every request in flight', () => {
  it('N concurrent refusals cause exactly one refresh call, and all get the new token', async () => {
    let release: (t: TokenResponse) => void = () => undefined;
    const h = harness(() => new Promise((resolve) => (release = resolve)));
    const all = Promise.all(Array.from({ length: 5 }, () => h.refresher.recover('A1', 'expired')));
    await Promise.resolve();
    release(tokens(2));
    expect(await all).toEqual(['A2', 'A2', 'A2', 'A2', 'A2']);
    expect(h.deps.grant).toHaveBeenCalledTimes(1);
    expect(h.deps.grant).toHaveBeenCalledWith('R1');
  });

  it('a refusal that arrives after the refresh finished reuses the new token', async () => {
    const h = harness();
    await h.refresher.recover('A1', 'expired');
    expect(await h.refresher.recover('A1', 'expired')).toBe('A2');
    expect(h.deps.grant).toHaveBeenCalledTimes(1);
  });

  it('stores the rotated refresh token and spends it next time, never the old one', async () => {
    let n = 1;
    const h = harness(async () => tokens(++n));
    await h.refresher.recover('A1', 'expired');
    expect(h.stored).toMatchObject({ accessToken: 'A2', refreshToken: 'R2' });
    await h.refresher.recover('A2', 'expired');
    expect(vi.mocked(h.deps.grant).mock.calls).toEqual([['R1'], ['R2']]);
    expect(h.stored.refreshToken).toBe('R3');
  });
});

describe('token refresh: ahead of expiry', () => {
  it('refreshes before the access token expires, from expires_in, and re-arms for the next token', async () => {
    const h = harness();
    h.refresher.schedule();
    const [timer] = h.pending();
    // 20 s token: refreshed once 80 % of its life has passed, before it expires.
    expect(timer?.at).toBe(T0 + 16_000);
    await h.fireNext();
    expect(h.deps.grant).toHaveBeenCalledTimes(1);
    expect(h.stored.expiresAt).toBe(T0 + 16_000 + 20_000);
    expect(h.pending()).toHaveLength(1);
  });

  it('refreshes an hour-long token a minute before expiry, later tabs up to half a minute earlier', () => {
    const h = harness();
    h.stored.expiresAt = T0 + 3_600_000;
    h.refresher.schedule();
    expect(h.pending()[0]?.at).toBe(T0 + 3_540_000);
    h.deps.random = () => 1;
    h.refresher.schedule();
    expect(h.pending()).toHaveLength(1);
    expect(h.pending()[0]?.at).toBe(T0 + 3_510_000);
  });

  it('arms nothing without a refresh token, and stop() disarms', () => {
    const h = harness();
    h.stored.refreshToken = null;
    h.refresher.schedule();
    expect(h.pending()).toHaveLength(0);
    h.stored.refreshToken = 'R1';
    h.refresher.schedule();
    h.refresher.stop();
    expect(h.pending()).toHaveLength(0);
  });

  it('refreshes before a request when the token is already past its expiry (a sleeping laptop)', async () => {
    const h = harness();
    await h.refresher.freshen();
    expect(h.deps.grant).not.toHaveBeenCalled();
    h.advance(20_000);
    await h.refresher.freshen();
    expect(h.deps.grant).toHaveBeenCalledTimes(1);
  });
});

describe('token refresh: when it fails', () => {
  it('a refused refresh ends the session once, however many requests waited', async () => {
    const h = harness(async () => {
      throw new ApiError(401, 'The refresh token is invalid or has expired.');
    });
    const results = await Promise.all([
      h.refresher.recover('A1', 'expired'),
      h.refresher.recover('A1', 'expired'),
    ]);
    expect(results).toEqual([null, null]);
    expect(h.deps.onSessionOver).toHaveBeenCalledTimes(1);
  });

  it('a failed scheduled refresh ends the session too', async () => {
    const h = harness(async () => {
      throw new ApiError(401, 'The refresh token is invalid or has expired.');
    });
    h.refresher.schedule();
    await h.fireNext();
    expect(h.deps.onSessionOver).toHaveBeenCalledTimes(1);
  });

  it('no answer keeps the session: the request fails as it is and the timer tries again', async () => {
    const h = harness(async () => {
      throw new ApiError(0, 'errors.network');
    });
    await expect(h.refresher.recover('A1', 'expired')).rejects.toMatchObject({ status: 0 });
    expect(h.deps.onSessionOver).not.toHaveBeenCalled();
    h.refresher.schedule();
    await h.fireNext();
    expect(h.deps.onSessionOver).not.toHaveBeenCalled();
    expect(h.pending()).toHaveLength(1);
  });

  it('a revoked (invalid) access token is not refreshed: the session ends', async () => {
    const h = harness();
    expect(await h.refresher.recover('A1', 'invalid')).toBeNull();
    expect(h.deps.grant).not.toHaveBeenCalled();
    expect(h.deps.onSessionOver).toHaveBeenCalledTimes(1);
  });
});

describe('token refresh: several tabs', () => {
  it('takes over the tokens another tab rotated instead of spending the used refresh token', async () => {
    const h = harness();
    // The other tab refreshed: storage holds its tokens, this tab still sends A1.
    Object.assign(h.stored, { accessToken: 'A9', refreshToken: 'R9', expiresAt: T0 + 20_000 });
    expect(await h.refresher.recover('A1', 'invalid')).toBe('A9');
    expect(h.deps.grant).not.toHaveBeenCalled();
    expect(h.deps.current()).toBe('A9');
  });

  it('refreshes inside the cross-tab lock', async () => {
    const h = harness();
    const order: string[] = [];
    h.deps.withLock = async (task) => {
      order.push('lock');
      const result = await task();
      order.push('unlock');
      return result;
    };
    vi.mocked(h.deps.grant).mockImplementation(async () => {
      order.push('grant');
      return tokens(2);
    });
    h.setCurrent('A1');
    await createTokenRefresher(h.deps).recover('A1', 'expired');
    expect(order).toEqual(['lock', 'grant', 'unlock']);
  });
});
