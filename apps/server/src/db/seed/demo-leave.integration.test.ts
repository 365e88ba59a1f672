import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../test/harness.ts';
import { runAsTenant } from '../../platform/tenancy/tenant-work.ts';
import { createDefaultLeaveTypes } from '../../modules/hrm/index.ts';
import { seedDemoLeave } from './leave.ts';

// The demo company's leave and exemption requests (npm start seeds them; the tests' template leaves
// them out): seeded into a copy of the template, then read as the demo's visitors read them, through
// the All Leaves filter, the exemptions list and the approvals inboxes.
let t: TestApp;
const token = { admin: '', hr: '', employee: '' };

beforeAll(async () => {
  t = await createTestApp();
  const demo = await companyIdOf(t, 'demo');
  await runAsTenant(t.database, demo, { system: 'test' }, { error: () => undefined }, async (ctx) => {
    await createDefaultLeaveTypes(ctx.tx, demo);
    await seedDemoLeave(ctx.tx, demo);
  });
  token.admin = await login(t, 'admin@demo.example');
  token.hr = await login(t, 'hr@demo.example');
  token.employee = await login(t, 'employee@demo.example');
});
afterAll(() => t.close());

const total = async (who: string, url: string) => {
  const res = await client(t, who).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.total as number;
};

describe('the demo leave and exemption requests', () => {
  it('hold leave in every state', async () => {
    const counts: Record<string, number> = {};
    for (const status of ['pending', 'scheduled', 'taken', 'rejected', 'cancelled'])
      counts[status] = await total(token.admin, `/hrm/leaves?status=${status}&perPage=100`);
    expect(counts).toEqual({ pending: 5, scheduled: 3, taken: 5, rejected: 2, cancelled: 2 });
    const rejected = (await client(t, token.admin).get('/hrm/leaves?status=rejected&perPage=100')).json().data
      .results as { id: number }[];
    for (const { id } of rejected) {
      const detail = (await client(t, token.admin).get(`/hrm/leaves/${id}`)).json().data;
      expect(detail.approvals.some((l: { comment: string | null }) => (l.comment ?? '').length > 0)).toBe(
        true,
      );
    }
  });

  it('wait in the approvals inboxes: the owner at one level and the second of two, HR at the first', async () => {
    expect(await total(token.admin, '/hrm/leaves/approvals?perPage=100')).toBe(4);
    expect(await total(token.hr, '/hrm/leaves/approvals?perPage=100')).toBe(1);
    const waiting = (await client(t, token.admin).get('/hrm/leaves/approvals?perPage=100')).json().data
      .results as { status: string; approval_level: number }[];
    expect(waiting.every((r) => r.status === 'pending')).toBe(true);
    expect(waiting.map((r) => r.approval_level).sort()).toEqual([1, 1, 2, 2]);
  });

  it('hold exemptions pending, approved and rejected, the pending ones in the owner’s inbox', async () => {
    const counts: Record<string, number> = {};
    for (const status of ['pending', 'approved', 'rejected'])
      counts[status] = await total(token.admin, `/hrm/exemptions/view-all?status=${status}&perPage=100`);
    expect(counts).toEqual({ pending: 2, approved: 2, rejected: 1 });
    expect(await total(token.admin, '/hrm/exemptions/approval/requests?perPage=100')).toBe(2);
  });

  it('count against the balances', async () => {
    const own = (await client(t, token.employee).get('/hrm/leaves/me')).json().data.results as {
      start_date: string;
      status: string;
      days: number;
    }[];
    expect(own.map((r) => r.status)).toEqual(['taken']);
    const year = own[0]?.start_date.slice(0, 4);
    const balances = (await client(t, token.employee).get(`/hrm/leaves/balances?year=${year}`)).json()
      .data as { leave_name: string; days_taken: number }[];
    expect(balances.find((b) => b.leave_name === 'Annual Leave')?.days_taken).toBe(own[0]?.days);
  });
});
