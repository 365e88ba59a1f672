import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { companyIdOf, createTestApp, type TestApp } from '../../test/harness.ts';
import { audit } from '../audit/audit.ts';
import { installErrorHandler } from './error-handler.ts';
import { registerDeviceScope } from './device-scope.ts';
import { installRouteGuard } from './route-guard.ts';

// Device routes are the third route kind: a device names itself by serial number, the directory
// (the attendance module's, here a stand-in) says which company it belongs to, and the handler then
// runs as that tenant in one transaction, exactly as a signed-in request does.
let t: TestApp;
let app: FastifyInstance;
let demo: number;

beforeAll(async () => {
  t = await createTestApp();
  demo = await companyIdOf(t, 'demo');
  app = Fastify({ logger: false });
  installErrorHandler(app);
  const registered = new Map([['CQZ7231460002', { companyId: demo, deviceId: 7 }]]);
  await registerDeviceScope(
    app,
    t.database,
    { identify: async (_tx, serial) => registered.get(serial) ?? null },
    '/iclock',
    async (scope) => {
      scope.post('/cdata', { config: { device: true } }, async (request, reply) => {
        const ctx = request.ctx;
        const lines = String(request.body).split('\n').filter(Boolean);
        if (ctx.companyId !== null) {
          await audit(ctx, {
            action: 'device.punches',
            entity: 'device',
            entityId: ctx.device?.id,
            description: `${lines.length} punches`,
          });
        }
        // What the tenant's transaction sees: RLS bound to the device's company.
        const seen = await ctx.tx.execute<{ company: string | null }>(
          sql`SELECT current_setting('app.company_id', true) AS company`,
        );
        return reply
          .type('text/plain')
          .send(`OK:${lines.length} ${ctx.device?.id ?? 'pending'} ${seen.rows[0]?.company ?? ''}`);
      });
    },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('device routes', () => {
  it('runs a registered device’s request as its company, with a plain-text body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/iclock/cdata?SN=CQZ7231460002&table=ATTLOG',
      headers: { 'content-type': 'text/plain' },
      payload: '1\t2026-11-24 08:01:00\t0\t1\t0\t0\t0\n2\t2026-11-24 08:02:00\t0\t1\t0\t0\t0\n',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`OK:2 7 ${demo}`);
  });

  it('reads a body whatever content type the firmware sends', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/iclock/cdata?SN=CQZ7231460002&table=ATTLOG',
      headers: { 'content-type': 'application/push;charset=UTF-8' },
      payload: '1\t2026-11-24 17:00:00\t1\t1\t0\t0\t0\n',
    });
    expect(res.body).toBe(`OK:1 7 ${demo}`);
  });

  it('serves an unknown serial without a tenant, so its data can wait for a company', async () => {
    const res = await app.inject({ method: 'POST', url: '/iclock/cdata?SN=UNKNOWN001', payload: 'x\n' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK:1 pending ');
  });

  it('refuses a request without a usable serial number', async () => {
    for (const url of [
      '/iclock/cdata',
      '/iclock/cdata?SN=',
      '/iclock/cdata?SN=a%20b',
      `/iclock/cdata?SN=${'A'.repeat(65)}`,
    ]) {
      const res = await app.inject({ method: 'POST', url, payload: 'x\n' });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('refuses to start with a route that declares no kind, or two', async () => {
    for (const config of [{}, { public: true, device: true }] as { public?: boolean; device?: boolean }[]) {
      const bare = Fastify({ logger: false });
      installRouteGuard(bare, t.database, { devices: { identify: async () => null } });
      // onRoute throws as the route is declared, so a server with such a route never starts.
      expect(() => bare.get('/x', { config }, async () => 'x')).toThrow(/exactly one of/);
      await bare.close().catch(() => undefined);
    }
  });
});
