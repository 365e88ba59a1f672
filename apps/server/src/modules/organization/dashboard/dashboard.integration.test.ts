import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES as M, type OrganizationDashboard } from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { must } from '../../../test/must.ts';

let t: TestApp;
let admin: string;
let employee: string;
let acmeAdmin: string;
let demoId: number;

const sum = (slices: { count: number }[]) => slices.reduce((n, s) => n + s.count, 0);
const dashboard = async (token: string, headers?: Record<string, string>) => {
  const res = await client(t, token, headers).get('/organization/dashboard');
  return { status: res.statusCode, body: res.json() as { message: string; data: OrganizationDashboard } };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  employee = await login(t, 'employee@demo.example');
  acmeAdmin = await login(t, 'admin@acme.example', 'acme');
  demoId = await companyIdOf(t, 'demo');
  await t.database.transaction(async (tx) => {
    await setTenant(tx, demoId);
    await tx.execute(sql`UPDATE employees SET archived_at = now() WHERE pin = '143'`);
    // A birthday today and a third work anniversary tomorrow, in the company's day.
    await tx.execute(sql`UPDATE employees SET date_of_birth = (now() AT TIME ZONE 'Africa/Lagos')::date - interval '30 years'
      WHERE pin = '110'`);
    await tx.execute(sql`UPDATE employees SET appointment_date = (now() AT TIME ZONE 'Africa/Lagos')::date + 1 - interval '3 years'
      WHERE pin = '111'`);
  });
});
afterAll(() => t.close());

describe('GET /organization/dashboard', () => {
  it('counts the workforce and slices the active headcount four ways', async () => {
    const { status, body } = await dashboard(admin);
    expect(status).toBe(200);
    expect(body.message).toBe(M.loaded);
    const d = body.data;
    // 45 seeded: one archived above, one inactive in the seed.
    expect(d.totals).toEqual({ active: 43, inactive: 1, archived: 1 });
    for (const slices of Object.values(d.headcount)) expect(sum(slices)).toBe(43);
    expect(d.headcount.by_branch.map((b) => b.name).sort()).toEqual(
      ['Abuja Branch', 'Lagos HQ', 'Port Harcourt Branch'].sort(),
    );
    expect(d.headcount.by_gender.map((g) => g.name).sort()).toEqual(['female', 'male']);
    const counts = d.headcount.by_department.map((s) => s.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });
  it('lists this month’s joiners and exits, and the next 30 days of celebrations', async () => {
    const d = (await dashboard(admin)).body.data;
    expect(d.new_joiners.count).toBeGreaterThanOrEqual(d.new_joiners.people.length);
    expect(d.exits.people.length).toBe(d.exits.count);
    const birthday = d.upcoming_birthdays.find(
      (p) => p.name.length > 0 && p.date === must(d.upcoming_birthdays[0], 'an upcoming birthday').date,
    );
    expect(birthday).toBeDefined();
    const dates = d.upcoming_birthdays.map((p) => p.date);
    expect([...dates].sort()).toEqual(dates);
    expect(d.upcoming_birthdays[0]).not.toHaveProperty('years');
    const third = d.upcoming_anniversaries.find((p) => p.years === 3);
    expect(third).toMatchObject({ id: expect.any(Number), branch: expect.any(String) });
    expect(d.upcoming_anniversaries.every((p) => (p.years ?? 0) >= 1)).toBe(true);
  });
  it('keeps to the branch chosen in the header', async () => {
    const all = (await dashboard(admin)).body.data;
    const abuja = must(
      all.headcount.by_branch.find((b) => b.name === 'Abuja Branch'),
      'Abuja Branch in the headcount',
    );
    const d = (await dashboard(admin, { 'x-active-branch': String(abuja.id) })).body.data;
    expect(d.totals.active).toBe(abuja.count);
    expect(d.headcount.by_branch).toEqual([abuja]);
  });
  it('shows each company only its own people', async () => {
    const d = (await dashboard(acmeAdmin)).body.data;
    expect(d.totals.active).toBe(6);
  });
  it('needs the view backend permission', async () => {
    expect((await dashboard(employee)).status).toBe(403);
  });
});
