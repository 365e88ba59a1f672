import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_REPORT_MESSAGES as M } from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { runAsTenant } from '../../../platform/tenancy/tenant-work.ts';
import { markPunchDaysDirty } from '../engine/dirty.repository.ts';

// Every report type on one hand-computed week (ADR 25): Monday 2 – Sunday 8 November 2026, Lagos
// (UTC+1), shift 08:00–17:00, grace 15 min, break 60 min, Monday to Friday. Ada: 07:50–17:05 on
// Monday (10 min early, 8 h 15 worked), 08:20–17:00 on Tuesday (20 min late, 7 h 40), nothing on
// Wednesday (absent), Thursday a public holiday, Friday on approved leave. Bola: exempted on Monday.
// Chidi: nothing Monday to Friday (absent four days, Thursday the holiday), then 09:00–12:00 on his
// off Saturday: 3 h worked, no break taken, since no shift is worked that day.
// The demo employee (self-service): 08:00–17:00 on Monday only.
let t: TestApp;
let demo: number;
const token = { admin: '', employee: '' };
const ids = { ada: 0, bola: 0, chidi: 0, me: 0 };
const as = (who: keyof typeof token) => client(t, token[who]);
const WEEK = { date_from: '2026-11-02', date_to: '2026-11-08' };

const asDemo = <T>(fn: (tx: Tx) => Promise<T>) =>
  runAsTenant(t.database, demo, { system: 'test' }, { error: () => undefined }, (ctx) => fn(ctx.tx));

async function insertId(tx: Tx, q: ReturnType<typeof sql>): Promise<number> {
  const r = await tx.execute<{ id: string }>(q);
  return Number(r.rows[0]?.id);
}

async function punch(tx: Tx, employeeId: number, pin: string, local: string): Promise<void> {
  await tx.execute(sql`INSERT INTO punches (company_id, employee_id, pin, source, punched_at, local_time)
    VALUES (${demo}, ${employeeId}, ${pin}, 'device', ${`${local}+01:00`}::timestamptz, ${local}::timestamp)`);
  await markPunchDaysDirty(tx, demo, [{ employeeId, punchedAt: `${local}+01:00` }]);
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await companyIdOf(t, 'demo');
  token.admin = await login(t, 'admin@demo.example');
  token.employee = await login(t, 'employee@demo.example');
  await asDemo(async (tx) => {
    const shift = await insertId(
      tx,
      sql`INSERT INTO work_shifts (company_id, name, start_time, end_time, grace_minutes, break_minutes)
        VALUES (${demo}, 'Report day', '08:00', '17:00', 15, 60) RETURNING id`,
    );
    // The three report people, pins R901–R903, inserted from one table.
    const people = [
      ['ada', 'Ada', 'R901'],
      ['bola', 'Bola', 'R902'],
      ['chidi', 'Chidi', 'R903'],
    ] as const;
    for (const [key, firstName, pin] of people) {
      ids[key] = await insertId(
        tx,
        sql`INSERT INTO employees (company_id, first_name, last_name, pin) VALUES (${demo}, ${firstName}, 'Report', ${pin}) RETURNING id`,
      );
    }
    ids.me = await insertId(tx, sql`SELECT id FROM employees WHERE email = 'employee@demo.example'`);
    for (const e of [ids.ada, ids.bola, ids.chidi, ids.me]) {
      await tx.execute(sql`INSERT INTO shift_assignments (company_id, employee_id, work_shift_id, start_date)
        VALUES (${demo}, ${e}, ${shift}, '2026-10-01')`);
    }
    const leaveType = await insertId(
      tx,
      sql`INSERT INTO leave_types (company_id, leave_name, applicable_days) VALUES (${demo}, 'Report leave', 20) RETURNING id`,
    );
    // Each person's punches of the week, by their pin.
    const punches: [number, string, string[]][] = [
      [ids.ada, 'R901', ['2026-11-02T07:50', '2026-11-02T17:05', '2026-11-03T08:20', '2026-11-03T17:00']],
      [ids.chidi, 'R903', ['2026-11-07T09:00', '2026-11-07T12:00']],
      [ids.me, 'ME', ['2026-11-02T08:00', '2026-11-02T17:00']],
    ];
    for (const [employeeId, pin, times] of punches) {
      for (const local of times) await punch(tx, employeeId, pin, `${local}:00`);
    }
    await tx.execute(
      sql`INSERT INTO public_holidays (company_id, name, holiday_date) VALUES (${demo}, 'Report Day', '2026-11-05')`,
    );
    await tx.execute(sql`INSERT INTO leave_requests (company_id, employee_id, leave_type_id, start_date, end_date, days, note, status)
      VALUES (${demo}, ${ids.ada}, ${leaveType}, '2026-11-06', '2026-11-06', 1, 'Family', 'approved')`);
    await tx.execute(sql`INSERT INTO exemptions (company_id, employee_id, date, exemption_reason, status)
      VALUES (${demo}, ${ids.bola}, '2026-11-02', 'Bank visit for payroll', 'approved')`);
  });
});
afterAll(async () => {
  await t.close();
});

type Group = Record<string, unknown> & {
  employee_details?: { name: string };
  days?: Record<string, unknown>[];
};

async function report(type: string, body: Record<string, unknown> = {}, who: keyof typeof token = 'admin') {
  const path = who === 'admin' ? '/attendance/reports' : '/attendance/me/reports';
  const res = await as(who).post(`${path}/${type}`, { ...WEEK, perPage: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { results: Group[]; total: number; group_by: string };
}
const of = (page: { results: Group[] }, name: string) =>
  page.results.find((g) => g.employee_details?.name === name);

describe('attendance reports: the figures', () => {
  it('lateness: Ada 20 minutes late on Tuesday', async () => {
    const ada = of(await report('lateness', { search_query: 'Report' }), 'Ada Report');
    expect(ada?.days).toEqual([
      expect.objectContaining({
        checkdate: '2026-11-03',
        shift_name: 'Report day',
        clockin_readable: '08:20',
        expected_clockin_readable: '08:00',
        lost_time: '00:20',
      }),
    ]);
  });

  it('early-in: Ada gained 10 minutes on Monday', async () => {
    const ada = of(await report('earlyIn', { search_query: 'Ada' }), 'Ada Report');
    expect(ada?.days).toEqual([expect.objectContaining({ checkdate: '2026-11-02', gained_time: '00:10' })]);
  });

  it('absentee by date: Wednesday lists Ada, not the holiday or the leave day, and not Bola on Monday', async () => {
    const page = await report('absentee', { group_by: 'date', search_query: 'Report' });
    expect(page.group_by).toBe('date');
    const byDate = Object.fromEntries(
      page.results.map((g) => [
        g.date,
        (g.employees as { employee_details: { name: string } }[]).map((e) => e.employee_details.name),
      ]),
    );
    expect(byDate['2026-11-04']).toContain('Ada Report');
    expect(byDate['2026-11-05']).toBeUndefined();
    expect(byDate['2026-11-06']).not.toContain('Ada Report');
    expect(byDate['2026-11-02'] ?? []).not.toContain('Bola Report');
  });

  it('workforce: hours worked, expected hours and the exemption reason behind "View reason"', async () => {
    const page = await report('workforce', { search_query: 'Report' });
    const ada = of(page, 'Ada Report');
    expect(ada?.days?.find((d) => d.checkdate === '2026-11-02')).toMatchObject({
      clockin_readable: '07:50',
      clockout_readable: '17:05',
      shift_range: '08:00 - 17:00',
      expected_work_hours: '08:00',
      hours_worked: '08:15',
      exemption_reason: 'NA',
    });
    const bola = of(page, 'Bola Report');
    expect(bola?.days?.find((d) => d.checkdate === '2026-11-02')).toMatchObject({
      clockin_readable: 'NA',
      hours_worked: 'NA',
      exemption_reason: 'Bank visit for payroll',
    });
    expect(bola?.employee_details).toMatchObject({ pin: 'R902', department: 'NA', email: 'NA' });
  });

  it('summary: the week in figures', async () => {
    const ada = of(await report('summary', { search_query: 'Ada' }), 'Ada Report');
    expect(ada).toMatchObject({
      days_clockin_and_out: 2,
      hours_late: '00:20',
      num_days_absent: 1,
      num_lateness: 1,
      no_clockin: 0,
      no_clockout: 0,
      hours_worked: '15:55', // 8 h 15 + 7 h 40
      expected_total_hours: '24:00', // Monday to Wednesday; Thursday a holiday, Friday on leave
    });
  });

  it('summary: work on an off day counts in full, with no break taken', async () => {
    const chidi = of(await report('summary', { search_query: 'Chidi' }), 'Chidi Report');
    expect(chidi).toMatchObject({
      days_clockin_and_out: 1, // Saturday
      num_days_absent: 4, // Monday, Tuesday, Wednesday, Friday
      num_lateness: 0,
      hours_worked: '03:00', // 12:00 − 09:00, not 02:00 after the shift's 60 min break
      expected_total_hours: '32:00', // 4 work days × 8 h; Saturday expects nothing
    });
    const workforce = of(await report('workforce', { search_query: 'Chidi' }), 'Chidi Report');
    expect(workforce?.days?.find((d) => d.checkdate === '2026-11-07')).toMatchObject({
      clockin_readable: '09:00',
      clockout_readable: '12:00',
      hours_worked: '03:00',
    });
  });

  it('punctuality: average clock-in 08:05, on time once', async () => {
    const ada = of(await report('punctuality', { search_query: 'Ada' }), 'Ada Report');
    expect(ada).toMatchObject({ average_clocktime: '08:05', num_punctuality: 1 });
  });

  it('off day, simple and log', async () => {
    const off = of(await report('offday', { search_query: 'Ada' }), 'Ada Report');
    expect(off?.days?.map((d) => [d.checkdate, d.shift_name])).toEqual([
      ['2026-11-07', 'Report day'],
      ['2026-11-08', 'Report day'],
    ]);
    const simple = await report('simple', { search_query: 'Ada' });
    expect(simple.group_by).toBe('date');
    expect(simple.results.map((g) => g.date)).toEqual(['2026-11-02', '2026-11-03']);
    expect((simple.results[0]?.employees as Record<string, unknown>[])[0]).toMatchObject({
      clockin_readable: '07:50',
      clockout_readable: '17:05',
      hours_worked: '08:15',
    });
    const logs = await report('logs', { search_query: 'Ada' });
    expect(logs.results[0]).toMatchObject({ date: '2026-11-02' });
    expect(logs.results[0]?.employees).toEqual([
      expect.objectContaining({
        clocktime: '07:50:00',
        clocktype: 'Punch',
        device_name: 'NA',
        serial_no: 'NA',
      }),
      expect.objectContaining({ clocktime: '17:05:00' }),
    ]);
  });

  it('excludes weekends and public holidays when asked', async () => {
    expect((await report('offday', { search_query: 'Ada', exclude_weekend: true })).total).toBe(0);
    const ada = of(
      await report('workforce', { search_query: 'Ada', exclude_public_holiday: true }),
      'Ada Report',
    );
    expect(ada?.days?.map((d) => d.checkdate)).not.toContain('2026-11-05');
  });
});

describe('attendance reports: self-service, validation and access', () => {
  it('shows an employee only their own days, whatever the filter names', async () => {
    const mine = await report('workforce', { employee_id: ids.ada }, 'employee');
    expect(mine.results.map((g) => g.employee_details?.name)).toHaveLength(1);
    expect(mine.results[0]?.days?.[0]).toMatchObject({ checkdate: '2026-11-02', hours_worked: '08:00' });
  });

  it('refuses another type, a missing or reversed range, with the spec wording', async () => {
    const other = await as('admin').post('/attendance/reports/payroll', WEEK);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Report Type payroll not Supported.');
    const missing = await as('admin').post('/attendance/reports/lateness', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject(
      expect.arrayContaining([expect.objectContaining({ field: 'date_from', message: M.selectDateRange })]),
    );
    const reversed = await as('admin').post('/attendance/reports/lateness', {
      date_from: '2026-11-08',
      date_to: '2026-11-02',
    });
    expect(reversed.json().errors).toMatchObject([{ field: 'date_to', message: M.rangeOrder }]);
    const impossible = await as('admin').post('/attendance/reports/lateness', {
      date_from: '2026-02-30',
      date_to: '2026-03-02',
    });
    expect(impossible.json().errors).toMatchObject([{ field: 'date_from', message: M.pickDateRange }]);
  });

  it("needs 'view attendance reports' for the managers' call", async () => {
    const res = await as('employee').post('/attendance/reports/lateness', WEEK);
    expect(res.statusCode).toBe(403);
  });

  it('downloads a report as a file name to fetch', async () => {
    const res = await as('admin').post('/attendance/reports/lateness/download/csv', {
      ...WEEK,
      search_query: 'Ada',
    });
    expect(res.statusCode, res.body).toBe(200);
    const name = res.json().data as string;
    expect(name).toMatch(/\.csv$/);
    const file = await as('admin').get(`/downloads/${name}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Lost Time');
    expect(file.body).toContain('00:20');
    expect(file.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Date,Name,Pin,Department,Branch,Shift,Clock In,Expected Clock In,Lost Time',
    );
    // Dates as the screens write them (ADR 34), never the API's yyyy-MM-dd.
    expect(file.body).toMatch(/,?\d{2}-\d{2}-\d{4},/);
    expect(file.body).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
