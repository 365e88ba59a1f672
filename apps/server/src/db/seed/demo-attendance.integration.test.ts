import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../test/harness.ts';
import type { Tx } from '../../platform/db/database.ts';
import { runAsTenant } from '../../platform/tenancy/tenant-work.ts';
import { seedDemoAttendance } from './attendance.ts';

// The demo company's attendance (npm start seeds it; the tests' template leaves it out): seeded into
// a copy of the template, then read the way a visitor to the demo would, through the reports, the
// dashboard and the phone clock.
let t: TestApp;
let demo: number;
const token = { admin: '', employee: '' };
let staff = 0;

const lagosDay = (daysAgo: number) =>
  new Date(Date.now() + 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

const asDemo = <T>(fn: (tx: Tx) => Promise<T>) =>
  runAsTenant(t.database, demo, { system: 'test' }, { error: () => undefined }, (ctx) => fn(ctx.tx));

async function one<T>(tx: Tx, q: ReturnType<typeof sql>): Promise<T> {
  const r = await tx.execute<{ v: T }>(q);
  return r.rows[0]?.v as T;
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await companyIdOf(t, 'demo');
  token.admin = await login(t, 'admin@demo.example');
  token.employee = await login(t, 'employee@demo.example');
  await asDemo(async (tx) => {
    const owner = Number(
      await one(
        tx,
        sql`SELECT id AS v FROM employees WHERE company_id = ${demo} AND email = 'admin@demo.example'`,
      ),
    );
    const ess = Number(
      await one(
        tx,
        sql`SELECT id AS v FROM employees WHERE company_id = ${demo} AND email = 'employee@demo.example'`,
      ),
    );
    const branch = async (name: string) =>
      Number(
        await one(
          tx,
          sql`SELECT id AS v FROM branches WHERE company_id = ${demo} AND station_name = ${name}`,
        ),
      );
    await seedDemoAttendance(tx, demo, {
      ownerEmployeeId: owner,
      branchIds: [
        await branch('Lagos HQ'),
        await branch('Abuja Branch'),
        await branch('Port Harcourt Branch'),
      ],
      essEmployeeId: ess,
    });
    staff = Number(
      await one(
        tx,
        sql`SELECT count(*) AS v FROM employees WHERE company_id = ${demo} AND pin IS NOT NULL
        AND status = 1 AND exit_date IS NULL AND archived_at IS NULL`,
      ),
    );
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the demo company’s attendance', () => {
  const range = { date_from: lagosDay(34), date_to: lagosDay(1), perPage: 100 };

  it('gives everyone who clocks five weeks of days: mostly worked, some late, a few absent', async () => {
    const admin = client(t, token.admin);
    const summary = await admin.post('/attendance/reports/summary', range);
    expect(summary.statusCode, summary.body).toBe(200);
    const rows = summary.json().data.results as {
      employee_details: { email: string };
      days_clockin_and_out: number;
      num_days_absent: number;
      num_lateness: number;
    }[];
    expect(staff).toBeGreaterThan(30);
    expect(summary.json().data.total).toBe(staff);
    const ess = rows.find((r) => r.employee_details.email === 'employee@demo.example');
    expect(ess?.days_clockin_and_out).toBeGreaterThanOrEqual(15);
    const worked = rows.reduce((n, r) => n + r.days_clockin_and_out, 0);
    const absent = rows.reduce((n, r) => n + r.num_days_absent, 0);
    const late = rows.reduce((n, r) => n + r.num_lateness, 0);
    expect(absent).toBeGreaterThan(0);
    expect(late).toBeGreaterThan(0);
    expect(absent).toBeLessThan(worked / 5);
    expect(late).toBeLessThan(worked / 2);
  });

  it('stores no punch later than now or than its clock’s last call', async () => {
    const stray = await asDemo((tx) =>
      one<string>(
        tx,
        sql`SELECT count(*) AS v FROM punches p JOIN devices d ON d.company_id = p.company_id AND d.id = p.device_id
          WHERE p.company_id = ${demo} AND (p.punched_at > now() OR p.punched_at > d.last_contact_at)`,
      ),
    );
    expect(Number(stray)).toBe(0);
  });

  it('shows the clock that went quiet as offline on the dashboard', async () => {
    const res = await client(t, token.admin).get('/attendance/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const devices = res.json().data.devices as {
      total: number;
      offline: number;
      offline_devices: { name: string }[];
    };
    expect(devices.total).toBe(3);
    expect(devices.offline_devices.map((d) => d.name)).toEqual(['Abuja reception']);
  });

  it('lets the demo employee clock at the head office at once, and sends a clock from elsewhere to the owner', async () => {
    const me = client(t, token.employee);
    const inside = await me.post('/attendance/me/mobile-clocks', {
      clock_type: 'clock_in',
      latitude: 6.42815,
      longitude: 3.4219,
    });
    expect(inside.statusCode, inside.body).toBe(201);
    expect(inside.json().data).toMatchObject({
      inside: true,
      status: 'approved',
      clock_address: 'Lagos HQ, Victoria Island',
    });
    const away = await me.post('/attendance/me/mobile-clocks', {
      clock_type: 'clock_out',
      latitude: 9.0765,
      longitude: 7.3986,
    });
    expect(away.statusCode, away.body).toBe(201);
    expect(away.json().data).toMatchObject({ inside: false, status: 'pending' });
    const waiting = await client(t, token.admin).get('/attendance/mobile-clocks/approvals');
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(JSON.stringify(waiting.json().data)).toContain(String(away.json().data.id));
  });
});
