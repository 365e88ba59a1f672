import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@clockroom/contracts';
import { client, createTestApp, login, type TestApp } from '../../test/harness.ts';
import { installRouteGuard } from './route-guard.ts';

let t: TestApp;
beforeAll(async () => {
  // A built web app of two files, to check how the server serves it beside the API.
  const web = mkdtempSync(path.join(tmpdir(), 'clockroom-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Clockroom</title>');
  writeFileSync(path.join(web, 'assets', 'app.js'), 'export {};');
  t = await createTestApp({ bodyLimitBytes: 2048, webDistDir: web });
});
afterAll(() => t.close());

describe('HTTP platform', () => {
  it('refuses to start when a route declares no permission, public or device', async () => {
    const app = Fastify();
    installRouteGuard(app, t.database);
    expect(() => app.get('/naked', async () => 'x')).toThrow(
      /must declare exactly one of config.permission, config.public or config.device/,
    );
    await app.close();
  });

  it('checks the database in /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: expect.stringMatching(/pglite|postgres/) });
  });

  it('serves the web app: its files, index.html for client routes, 404 for a missing build file', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    const page = await t.app.inject({ method: 'GET', url: '/admin/organization/employees/view-all' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Clockroom</title>');
    const stale = await t.app.inject({ method: 'GET', url: '/assets/chunk-of-an-older-release.js' });
    expect(stale.statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe(MESSAGES.notFound);
  });

  it('publishes OpenAPI at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/auth/login');
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('trace-12345678');
  });

  it('answers malformed JSON with a 422, never a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/company/verify',
      headers: { 'content-type': 'application/json' },
      payload: '{"company_id": ',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('limits the body size', async () => {
    const res = await client(t).post('/auth/company/verify', { company_id: 'x'.repeat(5000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request is too large.');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await client(t).get('/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.notFound, code: 'platform.notFound' });
  });

  it("guards a GET's HEAD like the GET: 401 without a session, the GET's headers and no body with one", async () => {
    const anonymous = await t.app.inject({ method: 'HEAD', url: '/api/v1/organization/employees' });
    expect(anonymous.statusCode).toBe(401);
    const token = await login(t, 'admin@demo.example');
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/v1/organization/employees',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/json/);
    expect(head.body).toBe('');
  });

  it('accepts paths with a trailing slash', async () => {
    const res = await client(t).post('/auth/company/verify/', { company_id: 'demo' });
    expect(res.statusCode).toBe(200);
  });
});

describe('one transaction per request', () => {
  it('answers a reply.send() handler only after the transaction commits, and not at all on rollback', async () => {
    const app = (await import('fastify')).default();
    installRouteGuard(app, t.database);
    const { sql } = await import('drizzle-orm');
    app.post('/early', { config: { public: true } }, async (req, reply) => {
      await req.ctx.tx.execute(sql`SELECT 1`);
      void reply.code(201).send({ message: 'created' });
      throw new Error('late failure');
    });
    app.setErrorHandler((_e, _r, reply) => reply.code(500).send({ message: 'rolled back' }));
    const res = await app.inject({ method: 'POST', url: '/early' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('rolled back');
    await app.close();
  });
});
