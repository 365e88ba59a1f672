import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf, createTestApp, type TestApp } from '../../../test/harness.ts';
import { must } from '../../../test/must.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { runAsTenant } from '../../../platform/tenancy/tenant-work.ts';
import { createDefaultLeaveTypes } from '../index.ts';
import { seedDemoLeave } from '../../../db/seed/leave.ts';
import { listLeaves } from './leave-list.repository.ts';
import { listInbox } from './leave-inbox.repository.ts';

/**
 * ADR 18 for the leave pages, whose company is now a placeholder of a statement kept per connection
 * (ADR 40): on the owner's connection, which RLS does not restrict, only the statement's own filter
 * keeps another company's requests out, on the page, in its total and in the count past the end.
 */
let t: TestApp;
let demo: number;
let acme: number;
let approver: number;

const withoutRls = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => t.database.owner.transaction(fn);
const count = async (query: ReturnType<typeof sql>) =>
  must((await withoutRls((tx) => tx.execute<{ n: number }>(query))).rows[0], 'a count').n;

beforeAll(async () => {
  t = await createTestApp();
  demo = await companyIdOf(t, 'demo');
  acme = await companyIdOf(t, 'acme');
  await runAsTenant(t.database, demo, { system: 'test' }, { error: () => undefined }, async (ctx) => {
    await createDefaultLeaveTypes(ctx.tx, demo);
    await seedDemoLeave(ctx.tx, demo);
  });
  const waiting = await withoutRls((tx) =>
    tx.execute<{ id: number }>(sql`SELECT employee_id::int AS id FROM approval_waiting
      WHERE company_id = ${demo} AND module = 'leave' GROUP BY employee_id ORDER BY count(*) DESC LIMIT 1`),
  );
  approver = must(waiting.rows[0], "an approver of demo's leave").id;
});
afterAll(() => t.close());

describe('the leave pages without RLS', () => {
  it("list one company's requests, counted alike on the page and past it", async () => {
    const demoTotal = await count(
      sql`SELECT count(*)::int AS n FROM leave_requests WHERE company_id = ${demo}`,
    );
    expect(demoTotal).toBeGreaterThan(0);
    const page = await withoutRls((tx) => listLeaves(tx, demo, {}, 100, 0));
    expect(page.total).toBe(demoTotal);
    expect(page.results).toHaveLength(Math.min(100, demoTotal));
    expect(await withoutRls((tx) => listLeaves(tx, acme, {}, 100, 0))).toEqual({ results: [], total: 0 });
    const beyond = await withoutRls((tx) => listLeaves(tx, acme, { search: 'a' }, 50, 500));
    expect(beyond).toEqual({ results: [], total: 0 });
  });

  it("hold only the approver's own company's waiting requests", async () => {
    const waiting = await count(sql`SELECT count(*)::int AS n FROM approval_waiting
      WHERE company_id = ${demo} AND employee_id = ${approver} AND module = 'leave'`);
    const inbox = await withoutRls((tx) => listInbox(tx, demo, approver, {}, 50, 0));
    expect(inbox.total).toBe(waiting);
    expect(inbox.results.length).toBeGreaterThan(0);
    const elsewhere = await withoutRls((tx) => listInbox(tx, acme, approver, {}, 50, 0));
    expect(elsewhere).toEqual({ results: [], total: 0 });
    const filtered = await withoutRls((tx) => listInbox(tx, acme, approver, { status: 'pending' }, 50, 500));
    expect(filtered).toEqual({ results: [], total: 0 });
  });
});
