import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, companyIdOf, createTestApp, login, type TestApp } from './harness.ts';
import { ISOLATION_CASES, ISOLATION_EXEMPTIONS } from './isolation-cases.ts';
import { must } from './must.ts';

let t: TestApp;
let demoToken: string;
let acme: { companyId: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  demoToken = await login(t, 'admin@demo.example');
  acme = { companyId: await companyIdOf(t, 'acme'), token: await login(t, 'admin@acme.example', 'acme') };
});
afterAll(() => t.close());

function routesWithIds(): string[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/') && path.includes('{'))
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
}

describe('tenant isolation', () => {
  it('has a case for every route that takes an id', () => {
    const covered = new Set([...ISOLATION_CASES, ...ISOLATION_EXEMPTIONS].map((c) => c.route));
    expect(routesWithIds().filter((r) => !covered.has(r))).toEqual([]);
  });

  for (const c of ISOLATION_CASES) {
    it(`${c.route}: another company's id is a 404`, async () => {
      const { url, payload } = await c.request(t, acme);
      const method = must(c.route.split(' ')[0], `a method in '${c.route}'`).toLowerCase() as
        'get' | 'post' | 'put' | 'delete';
      const res = await client(t, demoToken)[method](url, payload);
      expect(res.statusCode, res.body).toBe(404);
      // The same request as its own company's admin is not a 404: the case really hits a record.
      const own = await client(t, acme.token)[method](url, payload);
      expect(own.statusCode, own.body).not.toBe(404);
    });
  }
});
