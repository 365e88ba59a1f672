import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoCompanyFile } from './kit.ts';
import { must } from './must.ts';
import type { Tx } from '../platform/db/database.ts';
import * as employees from '../modules/organization/employees/employees.repository.ts';
import * as holidays from '../modules/organization/system-settings/public-holidays/public-holidays.repository.ts';
import * as roles from '../modules/organization/system-settings/roles/roles.repository.ts';
import * as reports from '../modules/organization/reports/reports.repository.ts';
import * as home from '../modules/home/home.repository.ts';
import { loadSessionUser } from '../platform/auth/session.repository.ts';

/**
 * ADR 18: repositories filter by company_id themselves, RLS being the second wall. Every other test
 * runs as the app role, where RLS would hide a missing filter; these run on the owner's connection,
 * which RLS does not restrict, so only the repository's own filter keeps the other company out.
 */
const { f, ids } = twoCompanyFile();

const withoutRls = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => f.t.database.owner.transaction(fn);

async function liveEmployees(companyId: number): Promise<number> {
  const r = await withoutRls((tx) =>
    tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM employees WHERE company_id = ${companyId} AND archived_at IS NULL`,
    ),
  );
  return must(r.rows[0], 'the live employee count').n;
}

describe('repositories without RLS', () => {
  it('runs on a connection that sees every company', async () => {
    const r = await withoutRls((tx) =>
      tx.execute<{ n: number }>(sql`SELECT count(DISTINCT company_id)::int AS n FROM employees`),
    );
    expect(must(r.rows[0], 'the company count').n).toBeGreaterThanOrEqual(2);
  });

  it("lists and searches one company's employees", async () => {
    const list = await withoutRls((tx) => employees.listEmployees(tx, ids.acme, {}, 100, 0));
    expect(list.total).toBe(await liveEmployees(ids.acme));
    expect(list.results).toHaveLength(list.total);
    const search = await withoutRls((tx) => employees.searchEmployees(tx, ids.demo, {}, 100, 0));
    expect(search.total).toBe(await liveEmployees(ids.demo));
    const acmeIds = new Set(list.results.map((e) => e.id));
    const other = await withoutRls((tx) => employees.findEmployee(tx, ids.demo, [...acmeIds][0] ?? 0));
    expect(other).toBeUndefined();
  });

  it('counts a report, the home figures, roles and holidays for one company', async () => {
    expect(await withoutRls((tx) => reports.reportTotal(tx, ids.acme, {}))).toBe(
      await liveEmployees(ids.acme),
    );
    const counts = await withoutRls((tx) => home.employeeCounts(tx, ids.acme, null));
    expect(counts.total).toBe(await liveEmployees(ids.acme));
    const acmeRoles = await withoutRls((tx) => roles.listRoles(tx, ids.acme, undefined, 100, 0));
    const demoRoles = await withoutRls((tx) => roles.listRoles(tx, ids.demo, undefined, 100, 0));
    const acmeRoleIds = new Set(acmeRoles.results.map((r) => r.id));
    expect(demoRoles.results.some((r) => acmeRoleIds.has(r.id))).toBe(false);
    const demoHolidays = await withoutRls((tx) => holidays.listHolidays(tx, ids.demo, undefined));
    expect(demoHolidays.length).toBeGreaterThan(0);
    expect(await withoutRls((tx) => holidays.listHolidays(tx, ids.acme, 2026))).toEqual([]);
  });

  it("loads no session user for another company's user id", async () => {
    const r = await withoutRls((tx) =>
      tx.execute<{ id: number }>(sql`SELECT id::int AS id FROM users WHERE company_id = ${ids.demo} LIMIT 1`),
    );
    const demoUser = must(r.rows[0], 'a demo user').id;
    expect(await withoutRls((tx) => loadSessionUser(tx, ids.acme, demoUser))).toBeUndefined();
  });
});
