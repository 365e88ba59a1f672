import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_TREND_DAYS, MESSAGES, type AttendanceDashboard } from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { runAsTenant } from '../../../platform/tenancy/tenant-work.ts';
import { markPunchDaysDirty, markRangeDirty } from '../engine/dirty.repository.ts';

// Today's counts depend on the time of day, so the company's zone is chosen for the run: a fixed
// offset (Etc/GMT±n) in which it is now 16:xx. Then, hand-computed, in branch North:
// - Morning 06:00–10:00 (grace 15, window closed at 14:00), every day, from yesterday:
//   Ada 06:05–10:00 (on time), Bola 06:30 and no clock-out (late, not clocked out), Chidi nothing
//   (absent), Dayo on approved leave today (on leave, not expected);
//   yesterday Ada 06:00–10:00, Bola 06:20–10:00 (late), Chidi and Dayo absent.
// - Day 12:00–20:00 (its window still open), every day, from today: Efe 12:00 (present, not yet
//   out: the shift has not ended), Femi nothing (expected, not yet absent).
// - Gozie's shift works every weekday but today's, from yesterday: off today, absent yesterday.
// Branch South: Hadiza on Morning from today, 06:00–10:00.
// North today: expected 5 (Ada, Bola, Chidi, Efe, Femi), present 3, late 1, absent 1, on leave 1,
// not clocked out 1. Yesterday: present 2, late 1, absent 3 (Chidi, Dayo, Gozie).
let t: TestApp;
let demo: number;
let zone = '';
const token = { admin: '', employee: '' };
const branch = { north: 0, south: 0 };
const day = { today: '', yesterday: '' };

const asDemo = <T>(fn: (tx: Tx) => Promise<T>) =>
  runAsTenant(t.database, demo, { system: 'test' }, { error: () => undefined }, (ctx) => fn(ctx.tx));

async function insertId(tx: Tx, q: ReturnType<typeof sql>): Promise<number> {
  const r = await tx.execute<{ id: string }>(q);
  return Number(r.rows[0]?.id);
}

/** A zone with a whole-hour offset in which the local hour is 16 now. */
function zoneAtFourPm(): string {
  let offset = (16 - new Date().getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  // Etc/GMT signs are inverted: Etc/GMT-5 is UTC+5.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

async function punch(tx: Tx, employeeId: number, local: string): Promise<void> {
  const r = await tx.execute<{ at: string }>(sql`
    INSERT INTO punches (company_id, employee_id, pin, source, punched_at, local_time)
    VALUES (${demo}, ${employeeId}, ${`D${employeeId}`}, 'device',
      ${local}::timestamp AT TIME ZONE ${zone}, ${local}::timestamp)
    RETURNING to_char(punched_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at`);
  await markPunchDaysDirty(tx, demo, [{ employeeId, punchedAt: r.rows[0]?.at ?? '' }]);
}

async function person(tx: Tx, name: string, branchId: number, shiftId: number, from: string) {
  const id = await insertId(
    tx,
    sql`INSERT INTO employees (company_id, first_name, last_name, branch_id)
      VALUES (${demo}, ${name}, 'Dash', ${branchId}) RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO shift_assignments (company_id, employee_id, work_shift_id, start_date)
    VALUES (${demo}, ${id}, ${shiftId}, ${from}::date)`);
  await markRangeDirty(tx, demo, [id], day.yesterday, day.today);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await companyIdOf(t, 'demo');
  token.admin = await login(t, 'admin@demo.example');
  token.employee = await login(t, 'employee@demo.example');
  zone = zoneAtFourPm();
  await asDemo(async (tx) => {
    await tx.execute(sql`UPDATE companies SET timezone = ${zone} WHERE id = ${demo}`);
    const r = await tx.execute<{ today: string; yesterday: string; dow: number }>(sql`
      SELECT to_char(now() AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS today,
             to_char((now() AT TIME ZONE ${zone}) - interval '1 day', 'YYYY-MM-DD') AS yesterday,
             extract(isodow FROM now() AT TIME ZONE ${zone})::int AS dow`);
    const now = r.rows[0];
    if (!now) throw new Error('no clock');
    day.today = now.today;
    day.yesterday = now.yesterday;
    const notToday = `{${[1, 2, 3, 4, 5, 6, 7].filter((d) => d !== Number(now.dow)).join(',')}}`;
    branch.north = await insertId(
      tx,
      sql`INSERT INTO branches (company_id, station_name) VALUES (${demo}, 'Dash North') RETURNING id`,
    );
    branch.south = await insertId(
      tx,
      sql`INSERT INTO branches (company_id, station_name) VALUES (${demo}, 'Dash South') RETURNING id`,
    );
    const shift = async (name: string, start: string, end: string, days: string) =>
      insertId(
        tx,
        sql`INSERT INTO work_shifts (company_id, name, start_time, end_time, grace_minutes, work_days)
          VALUES (${demo}, ${name}, ${start}, ${end}, 15, ${days}::integer[]) RETURNING id`,
      );
    const morning = await shift('Dash morning', '06:00', '10:00', '{1,2,3,4,5,6,7}');
    const dayShift = await shift('Dash day', '12:00', '20:00', '{1,2,3,4,5,6,7}');
    const never = await shift('Dash not today', '06:00', '10:00', notToday);
    const { today, yesterday } = day;
    const ada = await person(tx, 'Ada', branch.north, morning, yesterday);
    const bola = await person(tx, 'Bola', branch.north, morning, yesterday);
    await person(tx, 'Chidi', branch.north, morning, yesterday);
    const dayo = await person(tx, 'Dayo', branch.north, morning, yesterday);
    const efe = await person(tx, 'Efe', branch.north, dayShift, today);
    await person(tx, 'Femi', branch.north, dayShift, today);
    await person(tx, 'Gozie', branch.north, never, yesterday);
    const hadiza = await person(tx, 'Hadiza', branch.south, morning, today);
    for (const [who, at] of [
      [ada, `${today}T06:05`],
      [ada, `${today}T10:00`],
      [bola, `${today}T06:30`],
      [efe, `${today}T12:00`],
      [hadiza, `${today}T06:00`],
      [hadiza, `${today}T10:00`],
      [ada, `${yesterday}T06:00`],
      [ada, `${yesterday}T10:00`],
      [bola, `${yesterday}T06:20`],
      [bola, `${yesterday}T10:00`],
    ] as const)
      await punch(tx, who, at);
    const leaveType = await insertId(
      tx,
      sql`INSERT INTO leave_types (company_id, leave_name, applicable_days) VALUES (${demo}, 'Dash leave', 20) RETURNING id`,
    );
    await tx.execute(sql`INSERT INTO leave_requests (company_id, employee_id, leave_type_id, start_date, end_date, days, note, status)
      VALUES (${demo}, ${dayo}, ${leaveType}, ${today}::date, ${today}::date, 1, 'Family', 'approved')`);
    const device = (name: string, branchId: number, lastContact: ReturnType<typeof sql>) =>
      tx.execute(sql`INSERT INTO devices (company_id, branch_id, name, serial_number, device_type, last_contact_at)
        VALUES (${demo}, ${branchId}, ${name}, ${`DASH-${name}`}, 'fingerprint', ${lastContact})`);
    await device('North gate', branch.north, sql`now()`);
    await device('North canteen', branch.north, sql`now() - interval '1 hour'`);
    await device('North store', branch.north, sql`NULL`);
    await device('South gate', branch.south, sql`now() - interval '2 days'`);
  });
});
afterAll(async () => {
  await t.close();
});

async function dashboard(branchId: number | 'all'): Promise<AttendanceDashboard> {
  const res = await client(t, token.admin, { 'x-active-branch': String(branchId) }).get(
    '/attendance/dashboard',
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AttendanceDashboard;
}

describe('attendance dashboard', () => {
  it("counts today's expected, present, late, absent, on leave and not clocked out", async () => {
    const d = await dashboard(branch.north);
    expect(d.today).toBe(day.today);
    expect(d.counts).toEqual({
      expected: 5,
      present: 3,
      late: 1,
      absent: 1,
      on_leave: 1,
      not_clocked_out: 1,
    });
  });

  it('draws the last 30 days, every day present, today last', async () => {
    const { trend } = await dashboard(branch.north);
    expect(trend).toHaveLength(ATTENDANCE_TREND_DAYS);
    expect(trend.at(-1)).toEqual({ date: day.today, present: 3, late: 1, absent: 1 });
    expect(trend.at(-2)).toEqual({ date: day.yesterday, present: 2, late: 1, absent: 3 });
    expect(trend.slice(0, -2).every((d) => d.present + d.late + d.absent === 0)).toBe(true);
    expect(trend.map((d) => d.date)).toEqual([...trend.map((d) => d.date)].sort());
  });

  it('shows a device silent for an hour (and one never heard from) as offline', async () => {
    const { devices } = await dashboard(branch.north);
    expect(devices).toMatchObject({ total: 3, online: 1, offline: 2 });
    expect(devices.offline_devices.map((x) => [x.name, x.branch_name])).toEqual([
      ['North store', 'Dash North'],
      ['North canteen', 'Dash North'],
    ]);
    const canteen = devices.offline_devices[1];
    expect(canteen?.serial_number).toBe('DASH-North canteen');
    const silentFor = Date.now() - new Date(canteen?.last_contact_at ?? 0).getTime();
    expect(silentFor).toBeGreaterThan(59 * 60_000);
    expect(devices.offline_devices[0]?.last_contact_at).toBeNull();
  });

  it("covers the header's branch only", async () => {
    const south = await dashboard(branch.south);
    expect(south.counts).toEqual({
      expected: 1,
      present: 1,
      late: 0,
      absent: 0,
      on_leave: 0,
      not_clocked_out: 0,
    });
    expect(south.devices.offline_devices.map((x) => x.name)).toEqual(['South gate']);
    const all = await dashboard('all');
    expect(all.counts.present).toBeGreaterThanOrEqual(4);
    expect(all.devices.offline_devices.map((x) => x.name)).toEqual(
      expect.arrayContaining(['North canteen', 'North store', 'South gate']),
    );
  });

  it("is refused without 'view attendance reports'", async () => {
    const res = await client(t, token.employee).get('/attendance/dashboard');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });
});
