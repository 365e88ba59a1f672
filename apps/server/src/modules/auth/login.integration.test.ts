import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M, MESSAGES } from '@clockroom/contracts';
import { client, createTestApp, DEMO_PASSWORD, login, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxAttempts: 3, loginLockoutSeconds: 120, accessTokenTtlSeconds: 2 });
});
afterAll(() => t.close());

const grant = (over: Record<string, unknown> = {}) => ({
  client_id: 1,
  client_secret: t.config.oauthClientSecret,
  grant_type: 'password',
  username: 'admin@demo.example',
  password: DEMO_PASSWORD,
  company_id: 'demo',
  ...over,
});

describe('POST /auth/company/verify', () => {
  it('returns the company for its identifier', async () => {
    const res = await client(t).post('/auth/company/verify', { company_id: 'demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      company_name: 'Demo Industries Ltd',
      slug: 'demo',
      company_logo: null,
      currency: 'naira',
      account_type: 'premium',
    });
  });
  it('answers 404 with a clear message for an unknown identifier', async () => {
    const res = await client(t).post('/auth/company/verify', { company_id: 'nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.companyNotFound);
  });
  it('answers 422 when the identifier is missing', async () => {
    const res = await client(t).post('/auth/company/verify', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject([{ field: 'company_id', message: M.companyIdRequired }]);
  });
});

describe('POST /auth/login', () => {
  it('issues bearer tokens for the password grant, in the envelope and at the top level', async () => {
    const res = await client(t).post('/auth/login', grant());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ token_type: 'Bearer', expires_in: 2 });
    expect(body.access_token).toBe(body.data.access_token);
    expect(body.refresh_token).toBe(body.data.refresh_token);
  });
  it('accepts the OAuth2 form encoding too', async () => {
    const form = new URLSearchParams(
      Object.entries(grant()).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(res.statusCode).toBe(200);
  });
  it('refuses a wrong client with 401', async () => {
    const res = await client(t).post('/auth/login', grant({ client_secret: 'wrong' }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(M.invalidClient);
  });
  it('gives one message whether the user exists or not', async () => {
    const wrong = await client(t).post(
      '/auth/login',
      grant({ username: 'employee@demo.example', password: 'Wrong1234' }),
    );
    const missing = await client(t).post(
      '/auth/login',
      grant({ username: 'ghost@demo.example', password: 'Wrong1234' }),
    );
    expect(wrong.statusCode).toBe(401);
    expect(missing.statusCode).toBe(401);
    expect(wrong.json().message).toBe(M.invalidCredentials);
    expect(missing.json().message).toBe(M.invalidCredentials);
  });
  it("refuses another company's user signing in through this company", async () => {
    const res = await client(t).post('/auth/login', grant({ username: 'admin@acme.example' }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(M.invalidCredentials);
  });
  it('names every missing field', async () => {
    const res = await client(t).post('/auth/login', grant({ username: '', password: '' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: 'username', message: M.emailRequired });
  });
  it('refuses an unsupported grant type', async () => {
    const res = await client(t).post('/auth/login', grant({ grant_type: 'client_credentials' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: 'grant_type', message: M.unsupportedGrant });
  });
  it('locks the account after repeated failures, with 429 and when to retry', async () => {
    const bad = grant({ username: 'hr@demo.example', password: 'Wrong1234' });
    for (let i = 0; i < 3; i++) expect((await client(t).post('/auth/login', bad)).statusCode).toBe(401);
    const locked = await client(t).post('/auth/login', grant({ username: 'hr@demo.example' }));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(M.tooManyAttempts(120));
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('refresh, logout and token errors', () => {
  it('rotates the refresh token: it works once', async () => {
    const first = (await client(t).post('/auth/login', grant())).json();
    const refreshed = await client(t).post(
      '/auth/login',
      grant({ grant_type: 'refresh_token', refresh_token: first.refresh_token }),
    );
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().refresh_token).not.toBe(first.refresh_token);
    const again = await client(t).post(
      '/auth/login',
      grant({ grant_type: 'refresh_token', refresh_token: first.refresh_token }),
    );
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(M.refreshInvalid);
  });
  it('revokes the token on logout', async () => {
    const token = await login(t, 'admin@demo.example');
    expect((await client(t, token).post('/auth/logout')).statusCode).toBe(200);
    const res = await client(t, token).get('/user');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.tokenInvalid);
  });
  it('says an expired access token has expired', async () => {
    const token = await login(t, 'admin@demo.example');
    await new Promise((r) => setTimeout(r, 2100));
    const res = await client(t, token).get('/user');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.tokenExpired);
  });
  it('says any other bad token is invalid', async () => {
    for (const token of ['garbage', '1.forgedforgedforgedforged', '999.forgedforgedforgedforged']) {
      const res = await client(t, token).get('/user');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.tokenInvalid);
    }
    const none = await client(t).get('/user');
    expect(none.json().message).toBe(MESSAGES.tokenInvalid);
  });
  it('cannot reuse a token with another company prefix', async () => {
    const token = await login(t, 'admin@demo.example');
    const acmeId = (await client(t).post('/auth/company/verify', { company_id: 'acme' })).json().data.id;
    const forged = token.replace(/^\d+\./, `${acmeId}.`);
    expect((await client(t, forged).get('/user')).statusCode).toBe(401);
  });
});

describe('GET /user', () => {
  it('returns the session user with the shape of spec 1 §3', async () => {
    const token = await login(t, 'hr@demo.example').catch(() => login(t, 'admin@demo.example'));
    const res = await client(t, token).get('/user');
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user.employee).toMatchObject({
      id: expect.any(Number),
      first_name: expect.any(String),
      last_name: expect.any(String),
      picture: null,
      branch: { id: expect.any(Number), station_name: expect.any(String), is_hq: expect.any(Boolean) },
      company: { head_station_id: expect.any(Number), account_type: 'premium', slug: 'demo' },
    });
    expect(Array.isArray(user.managingBranches)).toBe(true);
    expect(user.packageModules.map((m: { module: string }) => m.module)).toContain('organization');
    expect(user.roles.length).toBeGreaterThan(0);
    expect(user.permissions).toContain('view backend');
  });
  it('gives the self-service employee no admin permission', async () => {
    const token = await login(t, 'employee@demo.example');
    const user = (await client(t, token).get('/user')).json().data;
    expect(user.permissions).toEqual([]);
    expect(user.roles).toEqual([{ id: expect.any(Number), name: 'Employee' }]);
  });
  it('refuses an active branch the user does not manage', async () => {
    const token = await login(t, 'employee@demo.example');
    const res = await client(t, token, { 'x-active-branch': '2' }).get('/user');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.branchNotManaged);
  });
});

describe('GET /client-config and /industries', () => {
  it('hands the web app its client id and secret, and the support address', async () => {
    const res = await client(t).get('/client-config');
    expect(res.json().data).toEqual({
      client_id: 1,
      client_secret: 'test-secret',
      app_version: '4.1',
      support_email: t.config.supportEmail,
    });
  });
  it('lists industries', async () => {
    const res = await client(t).get('/industries');
    expect(res.json().data.total).toBeGreaterThan(5);
  });
});
