import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { client, createTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config/config.ts';

// The sign-in limit counts per client address. Without TRUST_PROXY (the default) that is the
// connection's own address, whatever X-Forwarded-For says; behind a trusted proxy it is the header's.
let direct: TestApp;
let proxied: TestApp;
/** What TRUST_PROXY makes of `value`, in a fresh data directory. */
const trustProxyFrom = (value?: string) =>
  loadConfig(
    { TRUST_PROXY: value, OAUTH_CLIENT_SECRET: 'test' },
    { dataDir: mkdtempSync(path.join(tmpdir(), 'clockroom-config-')) },
  ).trustProxy;

beforeAll(async () => {
  // The settings as a deployment gives them: unset (the default), and one proxy in front.
  direct = await createTestApp({ trustProxy: trustProxyFrom(undefined), loginIpMaxPerMinute: 2 });
  proxied = await createTestApp({ trustProxy: trustProxyFrom('1'), loginIpMaxPerMinute: 2 });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

/** Three wrong sign-ins, each claiming another client address; answers their status codes. */
async function threeSignIns(t: TestApp): Promise<number[]> {
  const codes: number[] = [];
  for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
    const res = await client(t, undefined, { 'x-forwarded-for': address }).post('/auth/login', {
      client_id: 1,
      client_secret: t.config.oauthClientSecret,
      grant_type: 'password',
      username: 'nobody@demo.example',
      password: 'Wrong1234',
      company_id: 'demo',
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('the client address', () => {
  it('trusts no proxy unless TRUST_PROXY names one', () => {
    expect([trustProxyFrom(undefined), trustProxyFrom('false'), trustProxyFrom('true')]).toEqual([
      false,
      false,
      true,
    ]);
    expect([trustProxyFrom('2'), trustProxyFrom('10.0.0.1, 10.0.0.2')]).toEqual([2, '10.0.0.1, 10.0.0.2']);
  });

  it('is the connection’s own without a trusted proxy: a written X-Forwarded-For does not escape the limit', async () => {
    expect(await threeSignIns(direct)).toEqual([401, 401, 429]);
  });

  it('is the trusted proxy’s X-Forwarded-For behind one', async () => {
    expect(await threeSignIns(proxied)).toEqual([401, 401, 401]);
  });
});
