import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTenant } from '../db/tenant.ts';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  demoId = await companyIdOf(t, 'demo');
});
afterAll(() => t.close());

/** A write as the app would make it: inside a transaction bound to the tenant. */
const asTenant = (statement: ReturnType<typeof sql>) =>
  t.database.transaction(async (tx) => {
    await setTenant(tx, demoId);
    await tx.execute(statement);
  });

describe('cached sessions', () => {
  it('see a permission granted to their role on the very next request', async () => {
    const token = await login(t, 'employee@demo.example');
    const before = (await client(t, token).get('/user')).json().data.permissions as string[];
    expect(before).not.toContain('view teams');
    await asTenant(sql`
      INSERT INTO role_permissions (company_id, role_id, permission_id)
      SELECT ur.company_id, ur.role_id, p.id FROM user_roles ur
      JOIN users u ON u.company_id = ur.company_id AND u.id = ur.user_id
      CROSS JOIN permissions p
      WHERE u.email = 'employee@demo.example' AND p.slug = 'view teams'`);
    const after = (await client(t, token).get('/user')).json().data.permissions as string[];
    expect(after).toContain('view teams');
  });

  it('stop working as soon as the user is deactivated', async () => {
    const token = await login(t, 'hr@demo.example');
    expect((await client(t, token).get('/user')).statusCode).toBe(200);
    await asTenant(sql`UPDATE users SET is_active = false WHERE email = 'hr@demo.example'`);
    expect((await client(t, token).get('/user')).statusCode).toBe(401);
  });

  it('follow changes to the company (currency, logo)', async () => {
    const token = await login(t, 'admin@demo.example');
    expect((await client(t, token).get('/user')).json().data.employee.company.currency).toBe('naira');
    await asTenant(sql`UPDATE companies SET currency = 'dollar' WHERE id = ${demoId}`);
    expect((await client(t, token).get('/user')).json().data.employee.company.currency).toBe('dollar');
  });
});
