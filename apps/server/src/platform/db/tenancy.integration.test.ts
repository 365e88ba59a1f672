import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf, createTestApp, type TestApp } from '../../test/harness.ts';
import { setTenant } from './tenant.ts';
import { tenancyViolations } from './tenancy-rules.ts';
import { must } from '../../test/must.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('row-level security as the app role', () => {
  it('runs requests as a role without superuser or BYPASSRLS', async () => {
    const r = await t.database.transaction((tx) =>
      tx.execute<{ u: string; s: boolean; b: boolean }>(
        sql`SELECT current_user AS u, rolsuper AS s, rolbypassrls AS b FROM pg_roles WHERE rolname = current_user`,
      ),
    );
    expect(r.rows[0]).toEqual({ u: 'clockroom_app', s: false, b: false });
  });

  it('shows a tenant only its own rows, and nothing without a tenant', async () => {
    const demo = await companyIdOf(t, 'demo');
    const acme = await companyIdOf(t, 'acme');
    const count = (companyId: number | null) =>
      t.database.transaction(async (tx) => {
        if (companyId !== null) await setTenant(tx, companyId);
        const r = await tx.execute<{ n: number; other: number }>(
          sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE company_id <> ${companyId ?? 0})::int AS other FROM employees`,
        );
        return must(r.rows[0], 'the employee counts');
      });
    expect((await count(demo)).n).toBe(45);
    expect((await count(demo)).other).toBe(0);
    expect((await count(acme)).n).toBe(6);
    expect((await count(null)).n).toBe(0);
  });

  it("refuses to write a row into another company's tenant", async () => {
    const demo = await companyIdOf(t, 'demo');
    const acme = await companyIdOf(t, 'acme');
    await expect(
      t.database.transaction(async (tx) => {
        await setTenant(tx, demo);
        await tx.execute(sql`INSERT INTO teams (company_id, team_name) VALUES (${acme}, 'Intruders')`);
      }),
    ).rejects.toThrow();
  });
});

describe('check:tenancy', () => {
  it('passes on the migrated schema', async () => {
    expect(await tenancyViolations(t.database.owner)).toEqual([]);
  });
  it('fails on a tenant table that breaks the rules', async () => {
    await t.database.owner.execute(
      sql`CREATE TABLE bad_things (id bigint PRIMARY KEY, company_id bigint NOT NULL)`,
    );
    await t.database.owner.execute(sql`CREATE TABLE orphans (id bigint PRIMARY KEY)`);
    const problems = await tenancyViolations(t.database.owner);
    expect(problems).toContain('bad_things: row-level security is not enabled');
    expect(problems).toContain('bad_things: row-level security is not forced');
    expect(problems).toContain('bad_things: primary key does not start with company_id');
    expect(problems.some((p) => p.startsWith('orphans: no company_id'))).toBe(true);
    await t.database.owner.execute(sql`DROP TABLE bad_things, orphans`);
  });
});
