import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_CLOCK_MESSAGES as M } from '@clockroom/contracts';
import { signedInCast, testFile, type CastMember } from '../../../test/kit.ts';
import { decisionAudits, expectNothingDecided } from '../../../platform/approvals/inbox-assertions.ts';

const ME = '/attendance/me/mobile-clocks';
const office = { latitude: 6.45407, longitude: 3.39467 };
/** About 1.1 km north of the office: outside its 150 m fence. */
const away = { latitude: 6.46407, longitude: 3.39467 };
const f = testFile();
let demo = 0;
const { as, person } = signedInCast(f);

const count = async (query: ReturnType<typeof sql>) =>
  Number((await f.t.database.owner.execute<{ n: number }>(query)).rows[0]?.n ?? 0);
const punchesOf = (employeeId: number) =>
  count(
    sql`SELECT count(*)::int AS n FROM punches WHERE company_id = ${demo} AND employee_id = ${employeeId} AND source = 'mobile'`,
  );
const unread = async (who: CastMember): Promise<number> =>
  (await as(who).get('/notifications/unread-count')).json().data.unread;

async function clockAs(who: CastMember, body: Record<string, unknown>, status = 201) {
  const res = await as(who).post(ME, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as {
    message: string;
    data: { id: number; status: string; inside: boolean } & Record<string, unknown>;
  };
}

beforeAll(async () => {
  demo = await f.companyId('demo');
  // The office, for the employee and the HR officer; outside it the employee's clocks go to HR, then the admin.
  const loc = await as('admin').post('/attendance/mobile-clocks/settings/locations', {
    name: 'Marina office',
    ...office,
    radius: 150,
  });
  expect(loc.statusCode, loc.body).toBe(201);
  await as('admin').post(
    `/attendance/mobile-clocks/settings/locations/${loc.json().data.id}/assign-employees`,
    {
      category_type: 'employee',
      assign_category_type_ids: [person.employee, person.hr],
    },
  );
  const group = await as('admin').post('/attendance/mobile-clocks/settings/approver-settings', {
    group_name: 'Mobile clocks',
    approval_types: 'Sequential',
    approvers_count: 2,
    approval_details: [{ approval_person_id: person.hr }, { approval_person_id: person.admin }],
  });
  expect(group.statusCode, group.body).toBe(201);
  await as('admin').post(
    `/attendance/mobile-clocks/settings/approvers/${group.json().data.id}/assign-employees`,
    {
      category_type: 'employee',
      assign_category_type_ids: [person.employee],
    },
  );
});

describe('clocking in and out', () => {
  it('starts with mobile clocking enabled and nothing clocked today', async () => {
    const today = (await as('employee').get(`${ME}/today`)).json().data;
    expect(today).toMatchObject({
      enabled: true,
      clocked_in_at: null,
      next_clock_type: 'clock_in',
      last: null,
    });
    expect((await as('admin').get(`${ME}/today`)).json().data.enabled).toBe(false);
  });

  it('approves a clock inside the fence at once and writes its punch, queuing its days', async () => {
    const before = await punchesOf(person.employee);
    const res = await clockAs('employee', { clock_type: 'clock_in', ...office, accuracy: 12 });
    expect(res).toMatchObject({
      message: M.clockedIn,
      data: {
        status: 'approved',
        inside: true,
        clock_address: 'Marina office',
        distance: null,
        accuracy: 12,
      },
    });
    expect(res.data.clock_time).toMatch(/^\d{2}:\d{2}$/);
    expect(await punchesOf(person.employee)).toBe(before + 1);
    const punch = (
      await f.t.database.owner.execute<{
        status: number;
        pin: string;
        device_id: string | null;
        same: boolean;
      }>(sql`
        SELECT p.status, p.pin, p.device_id,
               p.local_time = (p.punched_at AT TIME ZONE c.timezone) AS same
        FROM mobile_clocks mc JOIN punches p ON p.company_id = mc.company_id AND p.id = mc.punch_id
        JOIN companies c ON c.id = p.company_id
        WHERE mc.company_id = ${demo} AND mc.id = ${res.data.id}`)
    ).rows[0];
    expect(punch).toMatchObject({ status: 0, device_id: null, same: true });
    expect(punch?.pin).toBeTruthy();
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM attendance_dirty WHERE company_id = ${demo} AND employee_id = ${person.employee}`,
      ),
    ).toBeGreaterThanOrEqual(2);
    const today = (await as('employee').get(`${ME}/today`)).json().data;
    expect(today).toMatchObject({ clock_in_time: res.data.clock_time, next_clock_type: 'clock_out' });
  });

  it('refuses a clock with no position, saving nothing', async () => {
    const before = await count(sql`SELECT count(*)::int AS n FROM mobile_clocks WHERE company_id = ${demo}`);
    for (const body of [
      { clock_type: 'clock_out' },
      { clock_type: 'clock_out', latitude: '', longitude: null },
    ]) {
      const res = await as('employee').post(ME, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toContainEqual(
        expect.objectContaining({ field: 'latitude', message: M.positionRequired }),
      );
    }
    const odd = await as('employee').post(ME, { clock_type: 'clock_out', latitude: 123, longitude: 3 });
    expect(odd.json().errors).toContainEqual(
      expect.objectContaining({ field: 'latitude', message: M.positionInvalid }),
    );
    const noType = await as('employee').post(ME, { clock_type: 'lunch', ...office });
    expect(noType.json().errors).toContainEqual(
      expect.objectContaining({ field: 'clock_type', message: M.clockTypeRequired }),
    );
    expect(await count(sql`SELECT count(*)::int AS n FROM mobile_clocks WHERE company_id = ${demo}`)).toBe(
      before,
    );
  });

  it('tells someone with no clock location that mobile clocking is not set up for them', async () => {
    const res = await as('admin').post(ME, { clock_type: 'clock_in', ...office });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.notEnabled);
  });

  it('rejects at once a clock outside the fence when no approver group applies', async () => {
    const res = await clockAs('hr', { clock_type: 'clock_in', ...away });
    expect(res).toMatchObject({ message: M.clockRejected, data: { status: 'rejected', inside: false } });
    expect(await punchesOf(person.hr)).toBe(0);
  });
});

describe('a clock outside the fence', () => {
  let pendingId = 0;

  it('waits on the 1st approver, who hears of it; the employee cannot decide it', async () => {
    const hrBefore = await unread('hr');
    const res = await clockAs('employee', { clock_type: 'clock_out', ...away, accuracy: 20 });
    pendingId = res.data.id;
    expect(res).toMatchObject({
      message: M.clockPending,
      data: {
        status: 'pending',
        inside: false,
        clock_address: '6.46407, 3.39467',
        location_id: expect.any(Number),
      },
    });
    expect(res.data.distance).toBeGreaterThan(900);
    expect(await unread('hr')).toBe(hrBefore + 1);
    const bell = (await as('hr').get('/notifications')).json().data.results as { title: string }[];
    expect(bell.some((n) => n.title.startsWith('Waiting for your approval: Clock out'))).toBe(true);
    const inbox = (await as('hr').get('/attendance/mobile-clocks/approvals')).json().data;
    expect(inbox.results).toEqual([
      expect.objectContaining({
        id: pendingId,
        level: 1,
        level_label: '1st Approver',
        approval_type: 'Sequential',
      }),
    ]);
    expect((await as('admin').get('/attendance/mobile-clocks/approvals')).json().data.total).toBe(0);
    const own = await as('employee').post('/attendance/mobile-clocks/approve', {
      mobile_clock_ids: [pendingId],
    });
    expectNothingDecided(own, 'mobile_clock_ids', M.refusedOwn, [{ id: pendingId, reason: M.refusedOwn }]);
  });

  it('is processing after level 1 and approved (with its punch) after level 2', async () => {
    const punches = await punchesOf(person.employee);
    const one = await as('hr').post('/attendance/mobile-clocks/approve', { mobile_clock_ids: [pendingId] });
    expect(one.json()).toMatchObject({
      message: M.approved,
      data: { decided: 1, decided_ids: [pendingId], refused: [] },
    });
    expect(await decisionAudits(f.t, 'mobile clock', pendingId)).toEqual([
      {
        action: 'approve',
        actor: expect.any(Number),
        before: { status: 'pending' },
        after: { status: 'processing' },
      },
    ]);
    expect(await punchesOf(person.employee)).toBe(punches);
    const processing = (await as('admin').get('/attendance/mobile-clocks?status=processing')).json().data;
    expect(processing.results.map((r: { id: number }) => r.id)).toEqual([pendingId]);
    const two = await as('admin').post('/attendance/mobile-clocks/approve', { id: pendingId });
    expect(two.json().data).toEqual({ decided: 1, decided_ids: [pendingId], refused: [] });
    expect((await decisionAudits(f.t, 'mobile clock', pendingId))[1]).toMatchObject({
      before: { status: 'processing' },
      after: { status: 'approved' },
    });
    expect(await punchesOf(person.employee)).toBe(punches + 1);
    const mine = (await as('employee').get('/notifications')).json().data.results as { title: string }[];
    expect(mine.some((n) => n.title.startsWith('Your request was approved: Clock out'))).toBe(true);
    const again = await as('admin').post('/attendance/mobile-clocks/approve', { id: pendingId });
    expectNothingDecided(again, 'mobile_clock_ids', M.refusedNotPending, [
      { id: pendingId, reason: M.refusedNotPending },
    ]);
  });

  it('needs a reason to be rejected, and then writes no punch', async () => {
    const res = await clockAs('employee', { clock_type: 'clock_in', ...away });
    const punches = await punchesOf(person.employee);
    const noReason = await as('hr').post('/attendance/mobile-clocks/reject', {
      mobile_clock_ids: [res.data.id],
    });
    expect(noReason.json()).toMatchObject({
      message: M.rejectReasonRequired,
      errors: [{ field: 'reason', message: M.rejectReasonRequired }],
    });
    const rejected = await as('hr').post('/attendance/mobile-clocks/reject', {
      mobile_clock_ids: [res.data.id],
      reason: 'Not at a client site that day',
    });
    expect(rejected.json()).toMatchObject({
      message: M.rejected,
      data: { decided: 1, decided_ids: [res.data.id], refused: [] },
    });
    expect(await decisionAudits(f.t, 'mobile clock', res.data.id)).toMatchObject([
      { action: 'reject', after: { status: 'rejected', reason: 'Not at a client site that day' } },
    ]);
    expect(await punchesOf(person.employee)).toBe(punches);
  });

  it('refuses a decision naming another company’s clock (404, nothing decided)', async () => {
    const res = await clockAs('employee', { clock_type: 'clock_in', ...away });
    const other = await as('acme').post('/attendance/mobile-clocks/approve', {
      mobile_clock_ids: [res.data.id],
    });
    expect(other.statusCode).toBe(404);
    const mixed = await as('hr').post('/attendance/mobile-clocks/approve', {
      mobile_clock_ids: [res.data.id, 999_999],
    });
    expect(mixed.statusCode).toBe(404);
    expect((await as('hr').get('/attendance/mobile-clocks/approvals')).json().data.total).toBe(1);
  });
});

describe('the logs', () => {
  it('lists the employee’s own as logs and totalLogs, with date, status and search filters', async () => {
    const all = (await as('employee').get(`${ME}/?per_page=100`)).json();
    expect(all.message).toBe(M.logsListed);
    expect(all.data.totalLogs).toBe(all.data.logs.length);
    expect(all.data.total).toBe(all.data.totalLogs);
    expect(all.data.logs.every((l: { employee_id: number }) => l.employee_id === person.employee)).toBe(true);
    const date = all.data.logs[0].clock_date as string;
    const byDate = (await as('employee').get(`${ME}?date=${date}&status=approved`)).json().data;
    expect(byDate.logs.length).toBeGreaterThan(0);
    expect(byDate.logs.every((l: { status: string }) => l.status === 'approved')).toBe(true);
    expect((await as('employee').get(`${ME}?date=2001-01-01`)).json().data.totalLogs).toBe(0);
    const search = (await as('employee').get(`${ME}?search_query=marina`)).json().data;
    expect(search.logs.every((l: { clock_address: string }) => l.clock_address === 'Marina office')).toBe(
      true,
    );
    for (const bad of ['date=2026-02-30', 'status=late', 'per_page=1000'])
      expect((await as('employee').get(`${ME}?${bad}`)).statusCode).toBe(422);
  });

  it('lists everyone’s for a ‘view mobile clocks’ holder only', async () => {
    const all = (await as('admin').get('/attendance/mobile-clocks/?search_query=Marina')).json().data;
    expect(all.total).toBeGreaterThan(0);
    const pending = (await as('admin').get('/attendance/mobile-clocks?status=pending')).json().data;
    expect(pending.results.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect((await as('employee').get('/attendance/mobile-clocks')).statusCode).toBe(403);
    expect((await as('acme').get('/attendance/mobile-clocks')).json().data.total).toBe(0);
  });

  it('counts an all-employees location for everyone of its branch', async () => {
    const branch = (
      await f.t.database.owner.execute<{ id: number }>(
        sql`SELECT branch_id::int AS id FROM employees WHERE company_id = ${demo} AND id = ${person.admin}`,
      )
    ).rows[0]?.id;
    const res = await as('admin').post('/attendance/mobile-clocks/settings/locations', {
      name: 'Head office',
      ...away,
      radius: 300,
      all_employees: true,
      branch_id: branch ?? '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const inside = await clockAs('admin', { clock_type: 'clock_in', ...away });
    expect(inside.data).toMatchObject({ status: 'approved', clock_address: 'Head office' });
  });
});

describe('what today is, for the clock card', () => {
  const addDay = (date: string) =>
    new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it('says a day off, and when the next shift starts, as the home does', async () => {
    const { date } = (await as('employee').get(`${ME}/today`)).json().data;
    const tomorrow = addDay(date);
    await f.inCompany('demo', (tx) =>
      tx.execute(
        sql`DELETE FROM public_holidays WHERE holiday_date BETWEEN ${date}::date AND ${tomorrow}::date`,
      ),
    );
    const shift = await as('admin').post('/attendance/shift/workshift', {
      name: 'Clock card early',
      start_time: '07:30',
      end_time: '15:30',
      work_days: [1, 2, 3, 4, 5, 6, 7],
    });
    expect(shift.statusCode, shift.body).toBe(201);
    // The roster decides both days, whatever today's weekday: today off, tomorrow on the early shift.
    const roster = (action: string, day: string) =>
      as('admin').post('/attendance/shift/roster', {
        date_from: day,
        date_to: day,
        employee_ids: [person.employee],
        action,
        work_shift_id: shift.json().data.id,
      });
    expect((await roster('off', date)).statusCode).toBe(200);
    expect((await roster('shift', tomorrow)).statusCode).toBe(200);
    expect((await as('employee').get(`${ME}/today`)).json().data).toMatchObject({
      day_off: true,
      public_holiday: null,
      on_leave: false,
      next_shift_start: `${tomorrow}T07:30`,
    });
    const home = (await as('employee').get('/home/ess')).json().data.profile.attendanceStatistics;
    expect(home).toMatchObject({ day_off: true, next_shift_start: `${tomorrow}T07:30` });
  });
});
