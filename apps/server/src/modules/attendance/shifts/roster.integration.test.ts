import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SHIFT_MESSAGES as M } from '@clockroom/contracts';
import { client } from '../../../test/harness.ts';
import { expectFieldError, expectFieldErrors, testFile } from '../../../test/kit.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { shiftsForDays } from './shifts-for-days.ts';

/** The spec's paths (spec 3 §7), as a client writes them. */
const P = {
  workshift: '/attendance/shift/workshift',
  roster: '/attendance/shift/roster',
  rosterDownload: '/attendance/shift/roster/download',
  schedules: '/attendance/shift/schedules',
  calendar: '/attendance/shift/calendar',
  myCalendar: '/attendance/me/shift/calendar',
};

const f = testFile();
let admin: string;
let hr: string;
let employee: string;
let demoId: number;
let me: number;
let people: number[];
let day: { id: number; name: string };
let night: { id: number; name: string };

const inDemo = <T>(fn: (tx: Tx) => Promise<T>) => f.inCompany('demo', fn);

async function shift(body: Record<string, unknown>) {
  const res = await client(f.t, admin).post(P.workshift, { work_days: [1, 2, 3, 4, 5], ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; name: string };
}

beforeAll(async () => {
  admin = await f.token('admin');
  hr = await f.token('hr');
  employee = await f.token('employee');
  demoId = await f.companyId('demo');
  me = (await client(f.t, employee).get('/user')).json().data.employee.id;
  const list = (await client(f.t, admin).get('/organization/employees?perPage=4')).json().data.results;
  people = [
    me,
    ...list
      .map((e: { id: number }) => e.id)
      .filter((id: number) => id !== me)
      .slice(0, 2),
  ];
  day = await shift({ name: 'Day', start_time: '08:00', end_time: '17:00', grace_minutes: 15 });
  night = await shift({
    name: 'Night',
    start_time: '22:00',
    end_time: '06:00',
    work_days: [1, 2, 3, 4, 5, 6, 7],
  });
  // Everyone on Day from Monday 2 March 2026.
  const res = await client(f.t, admin).post(`${P.workshift}/assign`, {
    work_shift_id: day.id,
    category_type: 'employee',
    assign_category_type_ids: people,
    effective_date: '2026-03-02',
  });
  expect(res.statusCode, res.body).toBe(200);
});

describe('shiftsForDays, the engine reader (ADR 27 "Precedence")', () => {
  it('gives the assignment, with the roster winning, and a rostered day off as no shift', async () => {
    const [a] = people as [number];
    await client(f.t, admin).post(P.roster, {
      date_from: '2026-03-04',
      date_to: '2026-03-04',
      employee_ids: [a],
      work_shift_id: night.id,
    });
    await client(f.t, admin).post(P.roster, {
      date_from: '2026-03-05',
      date_to: '2026-03-05',
      employee_ids: [a],
      action: 'off',
    });
    const rows = await inDemo((tx) => shiftsForDays(tx, demoId, [a], '2026-03-01', '2026-03-08'));
    const byDay = Object.fromEntries(rows.map((r) => [r.day, r]));
    expect(byDay['2026-03-01']).toBeUndefined(); // before the assignment: no plan
    expect(byDay['2026-03-02']).toMatchObject({
      source: 'assignment',
      shift: {
        workShiftId: day.id,
        startTime: '08:00:00',
        endTime: '17:00:00',
        graceMinutes: 15,
        scheduled: true,
      },
    });
    expect(byDay['2026-03-04']).toMatchObject({
      source: 'roster',
      shift: { workShiftId: night.id, scheduled: true },
    });
    expect(byDay['2026-03-05']).toMatchObject({ source: 'roster', shift: null });
    // Saturday: the assignment holds, but it is not one of the shift's work days.
    expect(byDay['2026-03-07']).toMatchObject({ source: 'assignment', shift: { scheduled: false } });
    const all = await inDemo((tx) => shiftsForDays(tx, demoId, 'all', '2026-03-02', '2026-03-02'));
    expect(all.map((r) => r.employeeId).sort()).toEqual(expect.arrayContaining([...people].sort()));
    // Put the roster back for the other cases.
    await client(f.t, admin).post(P.roster, {
      date_from: '2026-03-04',
      date_to: '2026-03-05',
      employee_ids: [a],
      action: 'clear',
    });
  });
});

describe('the roster', () => {
  it('answers rosterDates: per date, each listed employee and their shift', async () => {
    const res = await client(f.t, admin).get(
      `${P.roster}?date_from=2026-03-02&date_to=2026-03-08&work_shift_id=${day.id}&perPage=10`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(3);
    expect(data.rosterDates).toHaveLength(7);
    const monday = data.rosterDates[0];
    expect(monday).toMatchObject({ date: '2026-03-02', weekday: 1 });
    expect(monday.employees).toHaveLength(3);
    expect(monday.employees[0]).toMatchObject({
      work_shift_id: day.id,
      shift_name: 'Day',
      shift_range: '08:00 - 17:00',
      source: 'assignment',
      scheduled: true,
    });
    expect(data.rosterDates[5].employees[0].scheduled).toBe(false); // Saturday
  });

  it('sets, gives off and clears chosen weekdays of a range', async () => {
    const [, b] = people as [number, number];
    const set = await client(f.t, admin).post(P.roster, {
      date_from: '2026-03-09',
      date_to: '2026-03-15',
      employee_ids: [b],
      work_shift_id: night.id,
      week_days: [6, 7],
    });
    expect(set.json()).toMatchObject({ message: M.rosterSaved, data: { days: 2 } });
    const grid = (
      await client(f.t, admin).get(`${P.roster}?date_from=2026-03-13&date_to=2026-03-14&employee_id=${b}`)
    ).json().data;
    expect(
      grid.rosterDates.map((d: { employees: { shift_name: string }[] }) => d.employees[0]?.shift_name),
    ).toEqual(['Day', 'Night']);
    const cleared = await client(f.t, admin).post(P.roster, {
      date_from: '2026-03-09',
      date_to: '2026-03-15',
      employee_ids: [b],
      action: 'clear',
    });
    expect(cleared.json().data.days).toBe(2);
  });

  it('answers every rule in words', async () => {
    const bad = await client(f.t, admin).get(`${P.roster}?date_from=2026-03-09&date_to=2026-01-01`);
    expect(bad.json().errors).toMatchObject([{ field: 'date_to', message: M.dateRangeInvalid }]);
    const long = await client(f.t, admin).get(`${P.roster}?date_from=2026-01-01&date_to=2026-12-31`);
    expect(long.json().errors).toMatchObject([{ field: 'date_to', message: M.dateRangeTooLong }]);
    const impossible = await client(f.t, admin).get(`${P.roster}?date_from=2026-02-30&date_to=2026-03-01`);
    expect(impossible.json().errors).toMatchObject(
      expect.arrayContaining([expect.objectContaining({ field: 'date_from', message: M.dateFromRequired })]),
    );
    const empty = await client(f.t, admin).post(P.roster, { date_from: '2026-03-09', date_to: '2026-03-09' });
    expectFieldError(empty, 'employee_ids', M.employeesRequired);
    const noShift = await client(f.t, admin).post(P.roster, {
      date_from: '2026-03-09',
      date_to: '2026-03-09',
      employee_ids: [me],
    });
    expect(noShift.json().errors).toMatchObject([{ field: 'work_shift_id', message: M.shiftRequired }]);
    const stranger = await client(f.t, admin).post(P.roster, {
      date_from: '2026-03-09',
      date_to: '2026-03-09',
      employee_ids: [987654321],
      action: 'off',
    });
    expect(stranger.json().errors).toMatchObject([{ field: 'employee_ids', message: M.employeesNotFound }]);
    expect(
      (
        await client(f.t, admin).get(
          `${P.roster}?date_from=2026-03-09&date_to=2026-03-09&employee_id=987654321`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('downloads the roster as a file', async () => {
    for (const format of ['csv', 'xlsx', 'pdf']) {
      const res = await client(f.t, admin).post(`${P.rosterDownload}/${format}`, {
        date_from: '2026-03-02',
        date_to: '2026-03-08',
        work_shift_id: day.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: M.rosterDownloaded, job_id: null });
      expect(res.json().data).toMatch(new RegExp(`\\.${format}$`));
    }
    const csv = await client(f.t, admin).post(`${P.rosterDownload}/csv`, {
      date_from: '2026-03-02',
      date_to: '2026-03-03',
      employee_id: me,
    });
    const file = await client(f.t, admin).get(`/downloads/${csv.json().data}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain('Day (08:00 - 17:00)');
    expect(file.body).toContain('02-03-2026 Mon');
    expect((await client(f.t, admin).post(`${P.rosterDownload}/doc`, {})).statusCode).toBe(422);
  });

  it('refuses people without the permissions', async () => {
    const q = `${P.roster}?date_from=2026-03-02&date_to=2026-03-08`;
    for (const token of [hr, employee]) {
      expect((await client(f.t, token).get(q)).statusCode).toBe(403);
      const body = { date_from: '2026-03-09', date_to: '2026-03-09', employee_ids: [me], action: 'off' };
      expect((await client(f.t, token).post(P.roster, body)).statusCode).toBe(403);
      const file = { date_from: '2026-03-02', date_to: '2026-03-08' };
      expect((await client(f.t, token).post(`${P.rosterDownload}/csv`, file)).statusCode).toBe(403);
    }
  });
});

describe('schedules (ADR 27: dates, stored as roster entries)', () => {
  it('schedules a shift on chosen dates and lists them by date', async () => {
    const [, , c] = people as [number, number, number];
    const res = await client(f.t, admin).post(P.schedules, {
      work_shift_id: night.id,
      employee_ids: [c, me],
      dates: ['2026-04-10', '2026-04-03', '2026-04-03'],
    });
    expect(res.json()).toMatchObject({
      message: M.scheduled,
      data: { dates: ['2026-04-03', '2026-04-10'], employees: 2 },
    });
    const list = (
      await client(f.t, admin).get(`${P.schedules}?date_from=2026-04-01&date_to=2026-04-30`)
    ).json().data;
    expect(list.dates).toHaveLength(2);
    expect(list.dates[0]).toMatchObject({
      date: '2026-04-03',
      work_shift_id: night.id,
      shift_range: '22:00 - 06:00',
    });
    expect(list.dates[0].employees.map((e: { id: number }) => e.id).sort()).toEqual([c, me].sort());
    const mine = (
      await client(f.t, admin).get(`${P.schedules}?date_from=2026-04-01&date_to=2026-04-30&employee_id=${c}`)
    ).json().data;
    expect(mine.dates.every((d: { employees: unknown[] }) => d.employees.length === 1)).toBe(true);
  });
  it('answers every rule in words, and refuses people without the permissions', async () => {
    const bad = await client(f.t, admin).post(P.schedules, { employee_ids: [], dates: ['2026-02-30'] });
    expectFieldErrors(bad, {
      work_shift_id: M.shiftRequired,
      employee_ids: M.employeesRequired,
      dates: M.datesInvalid,
    });
    const q = `${P.schedules}?date_from=2026-04-01&date_to=2026-04-30`;
    expect((await client(f.t, employee).get(q)).statusCode).toBe(403);
    const body = { work_shift_id: night.id, employee_ids: [me], dates: ['2026-04-03'] };
    expect((await client(f.t, hr).post(P.schedules, body)).statusCode).toBe(403);
  });
});

describe('shift calendars', () => {
  beforeAll(async () => {
    await inDemo(async (tx) => {
      await tx.execute(sql`INSERT INTO public_holidays (company_id, name, holiday_date)
        VALUES (${demoId}, 'Test Holiday', '2026-03-26') ON CONFLICT DO NOTHING`);
      const type = await tx.execute<{
        id: string;
      }>(sql`INSERT INTO leave_types (company_id, leave_name, applicable_days)
        VALUES (${demoId}, 'Calendar Leave', 10) RETURNING id`);
      await tx.execute(sql`INSERT INTO leave_requests (company_id, employee_id, leave_type_id, start_date, end_date, days, note, status)
        VALUES (${demoId}, ${me}, ${type.rows[0]?.id}, '2026-03-17', '2026-03-18', 2, 'Calendar test', 'approved')`);
    });
  });

  it('shows the admin who works which shift each day, with holidays and leave', async () => {
    const res = await client(f.t, admin).get(`${P.calendar}?month=2026-03&work_shift_id=${day.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ month: '2026-03', date_from: '2026-03-01', date_to: '2026-03-31' });
    expect(data.days).toHaveLength(31);
    const monday = data.days.find((d: { date: string }) => d.date === '2026-03-02');
    expect(monday.shifts).toEqual([
      expect.objectContaining({ work_shift_id: day.id, shift_name: 'Day', employees: expect.any(Array) }),
    ]);
    expect(monday.shifts[0].employees).toHaveLength(3);
    expect(data.days.find((d: { date: string }) => d.date === '2026-03-07').shifts).toEqual([]);
    expect(data.days.find((d: { date: string }) => d.date === '2026-03-26').holiday).toBe('Test Holiday');
    expect(data.days.find((d: { date: string }) => d.date === '2026-03-17').leave).toEqual([
      expect.objectContaining({ employee_id: me, leave_name: 'Calendar Leave' }),
    ]);
    expect((await client(f.t, admin).get(`${P.calendar}?month=2026-13`)).json().errors).toMatchObject([
      { field: 'month', message: M.monthInvalid },
    ]);
    expect((await client(f.t, employee).get(P.calendar)).statusCode).toBe(403);
  });

  it("shows the employee their own month (ESS 'View Workshift Calendar')", async () => {
    const res = await client(f.t, employee).get(`${P.myCalendar}?month=2026-04`);
    expect(res.statusCode, res.body).toBe(200);
    const april = res.json().data.days;
    expect(april.find((d: { date: string }) => d.date === '2026-04-03')).toMatchObject({
      shift_name: 'Night',
      source: 'roster',
      scheduled: true,
    });
    const march = (await client(f.t, employee).get(`${P.myCalendar}?month=2026-03`)).json().data.days;
    expect(march.find((d: { date: string }) => d.date === '2026-03-17')).toMatchObject({
      shift_name: 'Day',
      leave: 'Calendar Leave',
    });
    expect(march.find((d: { date: string }) => d.date === '2026-03-26').holiday).toBe('Test Holiday');
    expect(march.find((d: { date: string }) => d.date === '2026-03-01')).toMatchObject({
      shift_name: null,
      source: null,
    });
    expect((await client(f.t).get(P.myCalendar)).statusCode).toBe(401);
  });
});
