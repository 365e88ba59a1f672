import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, login, type TestApp } from '../../test/harness.ts';

/**
 * Signed-in reads reuse a token row for TOKEN_CACHE_MS (ADR 21). In this process a write forgets
 * the company's rows at once; a change made behind the app's back (another instance) shows within
 * the time to live, and writes never trust the cache.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ tokenCacheMs: 60_000 });
});
afterAll(() => t.close());

const revokeAll = (email: string) =>
  t.database.owner.execute(
    sql`UPDATE oauth_tokens SET revoked_at = now() WHERE user_id IN (SELECT id FROM users WHERE email = ${email})`,
  );

describe('the token cache of signed-in reads', () => {
  it('forgets a logged-out token at once in this process', async () => {
    const token = await login(t, 'hr@demo.example');
    expect((await client(t, token).get('/user')).statusCode).toBe(200);
    expect((await client(t, token).post('/auth/logout')).statusCode).toBe(200);
    expect((await client(t, token).get('/user')).statusCode).toBe(401);
  });

  it('reads a token revoked elsewhere again on the next write, and on reads once the time is up', async () => {
    const token = await login(t, 'admin@demo.example');
    expect((await client(t, token).get('/user')).statusCode).toBe(200);
    await revokeAll('admin@demo.example');
    // Another instance revoked it: this one's reads trust their cached row until it expires...
    expect((await client(t, token).get('/user')).statusCode).toBe(200);
    // ...but a write reads the token afresh and is refused, and then the reads are too.
    expect((await client(t, token).post('/organization/teams', { team_name: 'Never made' })).statusCode).toBe(
      401,
    );
    expect((await client(t, token).get('/user')).statusCode).toBe(401);
  });
});
