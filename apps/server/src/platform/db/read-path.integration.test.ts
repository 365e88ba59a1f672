import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoCompanyFile } from '../../test/kit.ts';
import { must } from '../../test/must.ts';
import { runTenantWork } from '../tenancy/tenant-work.ts';
import type { Tx } from './database.ts';
import { setTenant } from './tenant.ts';

/**
 * Signed-in reads run without BEGIN/COMMIT on PostgreSQL (ADR 21), leaving their tenant and a
 * read-only default on the pooled connection's session. These prove that nothing leaks from there.
 */
const { f, ids } = twoCompanyFile();

const log = { error: () => undefined };
const staffAndConnection = async (tx: Tx) => {
  const r = await tx.execute<{ n: number; pid: number }>(
    sql`SELECT (SELECT count(*)::int FROM employees) AS n, pg_backend_pid() AS pid`,
  );
  return must(r.rows[0], 'the count');
};

describe('a signed-in read', () => {
  it('sees its tenant, and refuses to write', async () => {
    const read = (fn: (tx: Tx) => Promise<unknown>) =>
      f.t.database.transaction(fn, { tenant: ids.demo, readOnly: true });
    expect((await read(staffAndConnection)) as { n: number }).toMatchObject({ n: 45 });
    await expect(
      read((tx) =>
        tx.execute(sql`INSERT INTO teams (company_id, team_name) VALUES (${ids.demo}, 'Written by a read')`),
      ),
    ).rejects.toMatchObject({ cause: { code: '25006' } }); // read_only_sql_transaction
  });

  it('leaves neither its tenant nor read-only to the next work on the same connection', async () => {
    // The pool hands back the connection released last, so the next work runs where the read ran.
    const read = await f.t.database.transaction(staffAndConnection, { tenant: ids.demo, readOnly: true });
    const untenanted = await f.t.database.transaction(staffAndConnection);
    expect(untenanted.pid).toBe(read.pid);
    expect(untenanted.n).toBe(0);
    const asAcme = await f.t.database.transaction(staffAndConnection, { tenant: ids.acme });
    expect(asAcme.n).toBe(6);
    await f.t.database.transaction(async (tx) => {
      await setTenant(tx, ids.demo);
      await tx.execute(
        sql`INSERT INTO teams (company_id, team_name) VALUES (${ids.demo}, 'Written after a read')`,
      );
      await tx.execute(sql`DELETE FROM teams WHERE team_name = 'Written after a read'`);
    });
  });

  it('binds each tenant in turn on a connection that served another one before', async () => {
    const read = (tenant: number) => f.t.database.transaction(staffAndConnection, { tenant, readOnly: true });
    const counts = [];
    for (const tenant of [ids.demo, ids.demo, ids.acme, ids.acme, ids.demo])
      counts.push((await read(tenant)).n);
    expect(counts).toEqual([45, 45, 6, 6, 45]);
  });

  it('cannot move to another tenant halfway', async () => {
    await expect(
      runTenantWork(
        f.t.database,
        { requestId: 'r', ip: 'test', log, tenant: ids.demo, readOnly: true },
        (ctx) => ctx.useCompany(ids.acme),
      ),
    ).rejects.toThrow(/tenant of a read is fixed/);
  });
});
