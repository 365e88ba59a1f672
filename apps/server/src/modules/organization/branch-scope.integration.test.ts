import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, login, type TestApp } from '../../test/harness.ts';
import { must } from '../../test/must.ts';

/**
 * A role without 'view all stations' sees only the branches its holder manages (ADR 0017): the demo
 * HR officer manages Abuja and Port Harcourt, never Lagos HQ, in lists, counts, dashboards, reports
 * and by id. The owner, who has the permission, is the yardstick.
 */
let t: TestApp;
let admin: string;
let hr: string;
let managed: { id: number; station_name: string }[];
const managedBranch = (i: number) => must(managed[i], `managed branch ${i} of the HR officer`);
let hq: { id: number; station_name: string };

const names = (rows: { branch: string | null }[]) => new Set(rows.map((r) => r.branch));

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  hr = await login(t, 'hr@demo.example');
  const me = (await client(t, hr).get('/user')).json().data;
  managed = me.managingBranches;
  const all = (await client(t, admin).get('/organization/branches?filter=all')).json().data.results;
  hq = all.find((b: { is_hq: boolean }) => b.is_hq);
});
afterAll(() => t.close());

/** The owner's count of current staff in one branch (X-Active-Branch). */
async function staffIn(branchId: number): Promise<number> {
  const res = await client(t, admin, { 'x-active-branch': String(branchId) }).get('/organization/employees');
  return res.json().data.total as number;
}

describe('a role without view all stations', () => {
  it('is how the demo HR officer is set up: two managed branches, no view all stations', async () => {
    const me = (await client(t, hr).get('/user')).json().data;
    expect(me.permissions).not.toContain('view all stations');
    expect(managed.map((b) => b.station_name).sort()).toEqual(['Abuja Branch', 'Port Harcourt Branch']);
  });

  it('lists and counts only the managed branches under All Branches', async () => {
    const expected = (await staffIn(managedBranch(0).id)) + (await staffIn(managedBranch(1).id));
    const everyone = (await client(t, admin).get('/organization/employees')).json().data.total;
    const list = (await client(t, hr).get('/organization/employees?per_page=100')).json().data;
    expect(list.total).toBe(expected);
    expect(list.total).toBeLessThan(everyone);
    expect(names(list.results)).toEqual(new Set(managed.map((b) => b.station_name)));
    const search = (await client(t, hr).get('/organization/employees/search?per_page=100')).json().data;
    expect(search.total).toBe(expected);
    expect(names(search.results)).not.toContain(hq.station_name);
  });

  it('shows dashboards of the managed branches only', async () => {
    const mine = (await client(t, hr).get('/organization/dashboard')).json().data;
    const theirs = (await client(t, admin).get('/organization/dashboard')).json().data;
    const branchNames = mine.headcount.by_branch.map((b: { name: string }) => b.name);
    expect(branchNames).not.toContain(hq.station_name);
    expect(mine.totals.active).toBeLessThan(theirs.totals.active);
    const active = mine.headcount.by_branch.reduce((n: number, b: { count: number }) => n + b.count, 0);
    expect(active).toBe(mine.totals.active);
  });

  it('counts the admin home over the managed branches only', async () => {
    const expected = (await staffIn(managedBranch(0).id)) + (await staffIn(managedBranch(1).id));
    const mine = (await client(t, hr).get('/home/admin')).json().data;
    const theirs = (await client(t, admin).get('/home/admin')).json().data;
    expect(mine.employees_count.total).toBe(expected);
    expect(mine.employees_count.total).toBeLessThan(theirs.employees_count.total);
    const one = (
      await client(t, hr, { 'x-active-branch': String(managedBranch(0).id) }).get('/home/admin')
    ).json().data;
    expect(one.employees_count.total).toBe(await staffIn(managedBranch(0).id));
  });

  it('reports on the managed branches only', async () => {
    const res = await client(t, hr).post('/organization/reports/employees/fetch', {
      fetch_by: 'company',
      columns: ['name', 'branch'],
      per_page: 100,
    });
    expect(res.statusCode).toBe(200);
    expect(names(res.json().data.results)).not.toContain(hq.station_name);
  });

  it('opens a managed employee by id, and answers 404 for one of another branch', async () => {
    const lagos = (
      await client(t, admin, { 'x-active-branch': String(hq.id) }).get('/organization/employees')
    ).json().data.results[0];
    const abuja = (
      await client(t, admin, { 'x-active-branch': String(managedBranch(0).id) }).get(
        '/organization/employees',
      )
    ).json().data.results[0];
    expect((await client(t, hr).get(`/organization/employees/${abuja.id}`)).statusCode).toBe(200);
    expect((await client(t, hr).get(`/organization/employees/${lagos.id}`)).statusCode).toBe(404);
    expect((await client(t, admin).get(`/organization/employees/${lagos.id}`)).statusCode).toBe(200);
    const edit = await client(t, hr).put(`/organization/employees/${lagos.id}`, {
      first_name: 'Not',
      last_name: 'Mine',
      email: 'not.mine@demo.example',
      mobile_number: '234-8030009999',
    });
    expect(edit.statusCode).toBe(404);
  });

  it('still narrows to one managed branch when the header chooses it', async () => {
    const only = managedBranch(1);
    const list = (
      await client(t, hr, { 'x-active-branch': String(only.id) }).get('/organization/employees?per_page=100')
    ).json().data;
    expect(names(list.results)).toEqual(new Set([only.station_name]));
  });
});
