import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type TokenResponse } from '@clockroom/contracts';
import { session } from '../session/session-store.ts';
import { createTokenRefresher } from '../session/token-refresh.ts';
import { ApiError } from './api-error.ts';
import { api, setSessionExpiredHandler, setSessionRecovery } from './client.ts';

const refreshed: TokenResponse = {
  access_token: 'A2',
  refresh_token: 'R2',
  expires_in: 20,
  token_type: 'Bearer',
};

/** A server where only A2 is a live access token. */
function serverAnswers(init?: RequestInit): Response {
  const auth = new Headers(init?.headers).get('Authorization');
  if (auth === 'Bearer A2') return Response.json({ message: 'ok', data: { who: 'A2' } });
  return Response.json({ message: MESSAGES.tokenExpired }, { status: 401 });
}

function install(grant: () => Promise<TokenResponse>) {
  const onSessionOver = vi.fn();
  const refresher = createTokenRefresher({
    read: () => session.storedTokens(),
    current: () => session.get().token,
    save: (t) => session.setTokens(t),
    adopt: (t) => session.adoptToken(t),
    grant: vi.fn(grant),
    onSessionOver,
    withLock: (task) => task(),
    now: () => Date.now(),
    setTimer: () => () => undefined,
    random: () => 0,
  });
  setSessionRecovery(refresher);
  return { onSessionOver };
}

describe('api client: refresh, then retry', () => {
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => Promise.resolve(serverAnswers(init)));

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    session.setTokens({ access_token: 'A1', refresh_token: 'R1', expires_in: 3600, token_type: 'Bearer' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    setSessionRecovery(null);
    session.clearAuth();
  });

  it('three requests refused at once share one refresh and each is sent again once', async () => {
    const grant = vi.fn(async () => refreshed);
    install(grant);
    const answers = await Promise.all([api.get('/a'), api.get('/b'), api.post('/c', { x: 1 })]);
    expect(answers.slice(0, 2)).toEqual([{ who: 'A2' }, { who: 'A2' }]);
    expect(answers[2]).toMatchObject({ message: 'ok' });
    expect(fetchMock).toHaveBeenCalledTimes(6);
    expect(session.storedTokens()).toMatchObject({ accessToken: 'A2', refreshToken: 'R2' });
  });

  it('a failed refresh rejects the requests and leaves the expiry to the session-expired path', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const { onSessionOver } = install(async () => {
      throw new ApiError(401, 'The refresh token is invalid or has expired.');
    });
    const results = await Promise.allSettled([api.get('/a'), api.get('/b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(onSessionOver).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('without a refresher a refused token still ends the session (spec 1 §4)', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    await expect(api.get('/a')).rejects.toMatchObject({ status: 401, sessionExpired: true });
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
