import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, login, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
});
afterAll(() => t.close());

describe('GET /billing/renewal-defaults', () => {
  it('proposes the real head count and every module the company subscribes to', async () => {
    const res = await client(t, admin).get('/billing/renewal-defaults');
    expect(res.statusCode).toBe(200);
    const { employees, modules } = res.json().data;
    const staff = (await client(t, admin).get('/organization/employees')).json().data.total;
    expect(employees).toBe(staff);
    expect(employees).toBeGreaterThan(10);
    const user = (await client(t, admin).get('/user')).json().data;
    expect(new Set(modules)).toEqual(new Set(user.packageModules.map((m: { module: string }) => m.module)));
    expect(modules.length).toBeGreaterThan(1);
  });
  it('is for billing managers only', async () => {
    const hr = await login(t, 'hr@demo.example');
    expect((await client(t, hr).get('/billing/renewal-defaults')).statusCode).toBe(403);
  });
});
