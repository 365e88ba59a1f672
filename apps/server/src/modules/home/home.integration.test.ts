import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setTenant } from '../../platform/db/tenant.ts';
import { client, companyIdOf } from '../../test/harness.ts';
import { signedInTokens, testFile } from '../../test/kit.ts';

const f = testFile();
const token = signedInTokens(f, 'admin', 'employee');

describe('GET /home/admin and /home/ess', () => {
  it('gives the admin home the organisation figures', async () => {
    const res = await client(f.t, token.admin).get('/home/admin');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.employees_count).toEqual({ total: 45, active: 44 });
    expect(data.profile).toMatchObject({
      employee_name: 'Adaeze Okafor',
      employee_initials: 'AO',
      attendanceStatistics: { clockin: '00:00:00' },
    });
    expect(data.readable_date).toMatch(/\d{1,2} \w+ \d{4}/);
    expect(data.birthdays.length).toBeGreaterThan(0);
    expect(data.birthdays[0]).toMatchObject({
      id: expect.any(Number),
      employee_name: expect.any(String),
      employee_initials: expect.stringMatching(/^[A-Z]{2}$/),
    });
    expect(data.new_joiners.length).toBeGreaterThan(0);
    expect(data.employee_exits.length).toBe(1);
  });

  it("shows the employee's first punch of the day as their clock-in", async () => {
    const demoId = await companyIdOf(f.t, 'demo');
    await f.t.database.transaction(async (tx) => {
      await setTenant(tx, demoId);
      // Two punches today, Lagos time: the earlier is the clock-in, whatever order they arrive in.
      await tx.execute(sql`INSERT INTO punches (company_id, employee_id, pin, source, punched_at, local_time)
        SELECT ${demoId}, e.id, 'HOME', 'mobile', t.at, t.at AT TIME ZONE 'Africa/Lagos'
        FROM employees e, (VALUES
          ((date_trunc('day', now() AT TIME ZONE 'Africa/Lagos') + interval '9 hours 5 minutes') AT TIME ZONE 'Africa/Lagos'),
          ((date_trunc('day', now() AT TIME ZONE 'Africa/Lagos') + interval '7 hours 58 minutes 12 seconds') AT TIME ZONE 'Africa/Lagos')
        ) AS t(at)
        WHERE e.email = 'employee@demo.example'`);
    });
    const res = await client(f.t, token.employee).get('/home/ess');
    expect(res.json().data.profile.attendanceStatistics.clockin).toBe('07:58:12');
  });

  it('names the next public holiday, counting recurring ones on their next anniversary', async () => {
    const demoId = await companyIdOf(f.t, 'demo');
    await f.t.database.transaction(async (tx) => {
      await setTenant(tx, demoId);
      await tx.execute(sql`DELETE FROM public_holidays`);
      // A recurring holiday whose date this year has passed counts next year; a one-off tomorrow wins.
      await tx.execute(sql`INSERT INTO public_holidays (company_id, name, holiday_date, recurring) VALUES
        (${demoId}, 'Founders Day', (current_date - 2) - interval '3 years', true),
        (${demoId}, 'Staff Day', current_date + 1, false)`);
    });
    const first = (await client(f.t, token.employee).get('/home/ess')).json().data.next_public_holiday;
    expect(first).toMatchObject({
      name: 'Staff Day',
      readable_date: expect.stringMatching(/\d{1,2} \w+ \d{4}/),
    });
    await f.t.database.transaction(async (tx) => {
      await setTenant(tx, demoId);
      await tx.execute(sql`DELETE FROM public_holidays WHERE name = 'Staff Day'`);
    });
    const next = (await client(f.t, token.employee).get('/home/ess')).json().data.next_public_holiday;
    expect(next.name).toBe('Founders Day');
    expect(next.date > new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('scopes the admin figures to the active branch', async () => {
    const all = (await client(f.t, token.admin).get('/home/admin')).json().data.employees_count.total;
    const abuja = (await client(f.t, token.admin, { 'x-active-branch': '2' }).get('/home/admin')).json().data
      .employees_count.total;
    expect(abuja).toBeGreaterThan(0);
    expect(abuja).toBeLessThan(all);
  });

  it('keeps the admin home from a self-service employee', async () => {
    expect((await client(f.t, token.employee).get('/home/admin')).statusCode).toBe(403);
    expect((await client(f.t, token.employee).get('/home/ess')).statusCode).toBe(200);
  });
});

describe("the self-service home's day: off, holiday or leave, and the next shift", () => {
  // Lagos dates relative to the company's today: the roster decides each day (it wins over the
  // demo's Monday-to-Friday assignment), so the answers do not depend on today's weekday.
  const lagosDay = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
      new Date(Date.now() + offset * 86_400_000),
    );
  const todayStats = async () =>
    (await client(f.t, token.employee).get('/home/ess')).json().data.profile.attendanceStatistics;
  const asDemo = async (statement: ReturnType<typeof sql>) => {
    const demoId = await companyIdOf(f.t, 'demo');
    await f.t.database.transaction(async (tx) => {
      await setTenant(tx, demoId);
      await tx.execute(statement);
    });
  };
  const me = sql`(SELECT id FROM employees WHERE email = 'employee@demo.example')`;
  const today = sql`(now() AT TIME ZONE 'Africa/Lagos')::date`;

  beforeAll(async () => {
    await asDemo(sql`DELETE FROM public_holidays`);
    await asDemo(sql`INSERT INTO work_shifts (company_id, name, start_time, end_time)
      SELECT company_id, 'Home early', '07:30', '15:30' FROM employees WHERE id = ${me}`);
    // Today and tomorrow off; the day after tomorrow, and the day after, on the early shift.
    await asDemo(sql`INSERT INTO roster_entries (company_id, employee_id, day, work_shift_id)
      SELECT e.company_id, e.id, ${today} + d,
        CASE WHEN d >= 2 THEN (SELECT id FROM work_shifts WHERE name = 'Home early') END
      FROM employees e, generate_series(0, 3) AS d WHERE e.id = ${me}`);
  });

  it('says today is a day off and when the next shift starts', async () => {
    // (The test above punched today: the home would say 'You clocked in by 07:58' first.)
    expect(await todayStats()).toMatchObject({
      day_off: true,
      public_holiday: null,
      on_leave: false,
      next_shift_start: `${lagosDay(2)}T07:30`,
    });
  });

  it('names a public holiday today, and skips one on the next shift day', async () => {
    await asDemo(sql`INSERT INTO public_holidays (company_id, name, holiday_date)
      SELECT company_id, h.name, ${today} + h.d FROM employees, (VALUES ('Home Day', 0), ('Next Day', 2)) AS h(name, d)
      WHERE id = ${me}`);
    expect(await todayStats()).toMatchObject({
      public_holiday: 'Home Day',
      next_shift_start: `${lagosDay(3)}T07:30`,
    });
    await asDemo(sql`DELETE FROM public_holidays`);
  });

  it('says the employee is on leave today, and the next shift comes after the leave', async () => {
    await asDemo(sql`INSERT INTO leave_types (company_id, leave_name, applicable_days)
      SELECT company_id, 'Home leave', 20 FROM employees WHERE id = ${me}`);
    await asDemo(sql`INSERT INTO leave_requests (company_id, employee_id, leave_type_id, start_date, end_date, days, note, status)
      SELECT e.company_id, e.id, (SELECT id FROM leave_types WHERE leave_name = 'Home leave'), ${today}, ${today} + 2, 1,
        'Home', 'approved'
      FROM employees e WHERE e.id = ${me}`);
    expect(await todayStats()).toMatchObject({
      on_leave: true,
      next_shift_start: `${lagosDay(3)}T07:30`,
    });
  });

  it('on a shift day, is neither off nor on leave', async () => {
    await asDemo(sql`DELETE FROM leave_requests WHERE note = 'Home'`);
    await asDemo(sql`UPDATE roster_entries SET work_shift_id = (SELECT id FROM work_shifts WHERE name = 'Home early')
      WHERE employee_id = ${me} AND day = ${today}`);
    expect(await todayStats()).toMatchObject({
      day_off: false,
      on_leave: false,
      public_holiday: null,
      next_shift_start: `${lagosDay(2)}T07:30`,
    });
  });
});

describe('GET /home/activity-logs', () => {
  it('shows an admin the company history, paged', async () => {
    const res = await client(f.t, token.admin).get('/home/activity-logs?page=1&perPage=2');
    const data = res.json().data;
    expect(data.results).toHaveLength(2);
    expect(data.total).toBeGreaterThanOrEqual(2);
    expect(data.results[0]).toMatchObject({ action: expect.any(String), description: expect.any(String) });
  });

  it('shows an employee only their own actions', async () => {
    const data = (await client(f.t, token.employee).get('/home/activity-logs?per_page=50')).json().data;
    expect(data.results.length).toBeGreaterThan(0);
    expect(
      data.results.every((r: { actor_name: string }) => r.actor_name === data.results[0].actor_name),
    ).toBe(true);
  });

  it('searches the history', async () => {
    const data = (
      await client(f.t, token.admin).get('/home/activity-logs?search_query=signed%20in&perPage=100')
    ).json().data;
    expect(data.results.every((r: { description: string }) => /signed in/.test(r.description))).toBe(true);
  });

  it('validates paging', async () => {
    const res = await client(f.t, token.admin).get('/home/activity-logs?perPage=1000');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('perPage');
  });
});
