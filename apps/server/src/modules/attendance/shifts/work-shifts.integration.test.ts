import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SHIFT_MESSAGES as M } from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { expectFieldError, expectFieldErrors } from '../../../test/kit.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';

const BASE = '/attendance/shift/workshift';
let t: TestApp;
let admin: string;
let hr: string;
let employee: string;
let demoId: number;
let staff: number[];
let today: string;

const inDemo = <T>(fn: (tx: Tx) => Promise<T>) =>
  t.database.transaction(async (tx) => {
    await setTenant(tx, demoId);
    return fn(tx);
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  hr = await login(t, 'hr@demo.example');
  employee = await login(t, 'employee@demo.example');
  demoId = await companyIdOf(t, 'demo');
  const list = (await client(t, admin).get('/organization/employees?perPage=10')).json().data.results;
  staff = list.map((e: { id: number }) => e.id);
  today = await inDemo((tx) => companyToday(tx, demoId).then((r) => r.today));
});
afterAll(() => t.close());

let counter = 0;
async function createShift(extra: Record<string, unknown> = {}) {
  const res = await client(t, admin).post(BASE, {
    name: `Shift ${++counter}`,
    start_time: '08:00',
    end_time: '17:00',
    grace_minutes: 15,
    break_minutes: 60,
    work_days: [1, 2, 3, 4, 5],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; name: string };
}

describe('work shifts', () => {
  it('creates, reads, lists, edits and deletes a shift', async () => {
    const created = await createShift({ name: 'Morning', color: '#1677ff' });
    const one = (await client(t, admin).get(`${BASE}/${created.id}`)).json().data;
    expect(one).toMatchObject({
      name: 'Morning',
      start_time: '08:00',
      end_time: '17:00',
      shift_range: '08:00 - 17:00',
      overnight: false,
      expected_work_minutes: 480,
      work_days: [1, 2, 3, 4, 5],
      status: 'active',
      employees: [],
    });
    const night = await createShift({
      name: 'Night',
      start_time: '22:00',
      end_time: '06:00',
      status: 'inactive',
    });
    const inactive = (await client(t, admin).get(`${BASE}?status=inactive&perPage=50`)).json().data;
    expect(inactive.results.map((s: { id: number }) => s.id)).toContain(night.id);
    expect(inactive.results.every((s: { status: string }) => s.status === 'inactive')).toBe(true);
    const searched = (await client(t, admin).get(`${BASE}?search_query=nigh`)).json().data;
    expect(searched.results[0]).toMatchObject({ name: 'Night', overnight: true });

    const edited = await client(t, admin).put(`${BASE}/${created.id}`, {
      name: 'Morning',
      start_time: '07:30',
      end_time: '16:30',
      work_days: '1,2,3',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ start_time: '07:30', grace_minutes: 0, work_days: [1, 2, 3] });

    const gone = await client(t, admin).delete(`${BASE}/${night.id}?force=true`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await client(t, admin).get(`${BASE}/${night.id}`)).statusCode).toBe(404);
  });

  it('answers every rule in words', async () => {
    const res = await client(t, admin).post(BASE, { start_time: '25:00', end_time: 'x', work_days: [] });
    expectFieldErrors(res, {
      name: M.nameRequired,
      start_time: M.startRequired,
      end_time: M.endRequired,
      work_days: M.workDaysRequired,
    });
    const same = { name: 'Same', start_time: '08:00', end_time: '08:00', work_days: [1] };
    expectFieldError(await client(t, admin).post(BASE, same), 'end_time', M.sameTimes);
    const breakLong = { ...same, end_time: '09:00', break_minutes: 60 };
    expectFieldError(await client(t, admin).post(BASE, breakLong), 'break_minutes', M.breakTooLong);
    const grace = { ...same, end_time: '09:00', grace_minutes: 1e20 };
    expectFieldError(await client(t, admin).post(BASE, grace), 'grace_minutes', M.graceInvalid);
    const type = { ...same, end_time: '09:00', shift_type_id: 987654321 };
    expectFieldError(await client(t, admin).post(BASE, type), 'shift_type_id', M.shiftTypeNotFound);
    await createShift({ name: 'Unique one' });
    const taken = await client(t, admin).post(BASE, { ...same, name: ' unique ONE ', end_time: '09:00' });
    expectFieldError(taken, 'name', M.nameTaken);
  });

  it('refuses people without the permissions', async () => {
    const shift = await createShift();
    const body = { name: 'Nope', start_time: '08:00', end_time: '17:00', work_days: [1] };
    const assign = { work_shift_id: shift.id, assign_category_type_ids: [staff[0]] };
    for (const token of [hr, employee]) {
      expect((await client(t, token).get(BASE)).statusCode).toBe(403);
      expect((await client(t, token).get(`${BASE}/${shift.id}`)).statusCode).toBe(403);
      expect((await client(t, token).post(BASE, body)).statusCode).toBe(403);
      expect((await client(t, token).put(`${BASE}/${shift.id}`, body)).statusCode).toBe(403);
      expect((await client(t, token).delete(`${BASE}/${shift.id}?force=true`)).statusCode).toBe(403);
      expect((await client(t, token).post(`${BASE}/assign`, assign)).statusCode).toBe(403);
      const unassign = { unassign_category_type_ids: [staff[0]] };
      expect((await client(t, token).put(`${BASE}/unassign`, unassign)).statusCode).toBe(403);
    }
  });
});

describe('assigning employees (dated assignments, ADR 27)', () => {
  const assignments = (employeeId: number) =>
    inDemo(async (tx) => {
      const r = await tx.execute<{ work_shift_id: string; start_date: string; end_date: string | null }>(sql`
        SELECT work_shift_id, to_char(start_date, 'YYYY-MM-DD') AS start_date,
               to_char(end_date, 'YYYY-MM-DD') AS end_date
        FROM shift_assignments WHERE company_id = ${demoId} AND employee_id = ${employeeId}
        ORDER BY start_date`);
      return r.rows.map((x) => ({ ...x, work_shift_id: Number(x.work_shift_id) }));
    });

  it('asks to select or deselect employees when nothing is chosen (spec 3 §5)', async () => {
    const shift = await createShift();
    const res = await client(t, admin).post(`${BASE}/assign`, {
      work_shift_id: shift.id,
      category_type: 'employee',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.selectionRequired);
    const un = await client(t, admin).put(`${BASE}/unassign`, { work_shift_id: shift.id });
    expect(un.json().message).toBe(M.selectionRequired);
  });

  it('assigns, closes the old assignment the day before, and unassigns', async () => {
    const [a, b, c] = staff as [number, number, number];
    const first = await createShift();
    const second = await createShift();
    const res = await client(t, admin).post(`${BASE}/assign`, {
      work_shift_id: first.id,
      category_type: 'employee',
      assign_category_type_ids: [a, b, c],
      effective_date: '2026-01-05',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.assigned,
      data: { assigned: 3, unassigned: 0, effective_date: '2026-01-05' },
    });
    const detail = (await client(t, admin).get(`${BASE}/${first.id}`)).json().data;
    expect(detail.employees_count).toBe(3);
    expect(detail.employees.map((e: { id: number }) => e.id).sort()).toEqual([a, b, c].sort());

    await client(t, admin).post(`${BASE}/assign`, {
      work_shift_id: second.id,
      assign_category_type_ids: [a],
      effective_date: '2026-02-01',
    });
    expect(await assignments(a)).toEqual([
      { work_shift_id: first.id, start_date: '2026-01-05', end_date: '2026-01-31' },
      { work_shift_id: second.id, start_date: '2026-02-01', end_date: null },
    ]);
    // The widget's deselection ends this shift only; today by default.
    const un = await client(t, admin).post(`${BASE}/assign`, {
      work_shift_id: first.id,
      category_type: 'employee',
      unassign_category_type_ids: [b],
    });
    expect(un.json().data).toEqual({ assigned: 0, unassigned: 1, effective_date: today });
    const put = await client(t, admin).put(`${BASE}/unassign`, {
      unassign_category_type_ids: [c],
      effective_date: '2026-01-05',
    });
    expect(put.json().data.unassigned).toBe(1);
    expect(await assignments(c)).toEqual([]);
    expect((await client(t, admin).get(`${BASE}/${first.id}`)).json().data.employees_count).toBe(0);
  });

  it('refuses an inactive shift, unknown employees and bad dates', async () => {
    const off = await createShift({ status: 'inactive' });
    const res = await client(t, admin).post(`${BASE}/assign`, {
      work_shift_id: off.id,
      assign_category_type_ids: [staff[0]],
    });
    expectFieldError(res, 'work_shift_id', M.shiftInactive);
    const on = await createShift();
    const unknown = await client(t, admin).post(`${BASE}/assign`, {
      work_shift_id: on.id,
      assign_category_type_ids: [987654321],
    });
    expectFieldError(unknown, 'assign_category_type_ids', M.employeesNotFound);
    const date = await client(t, admin).post(`${BASE}/assign`, {
      work_shift_id: on.id,
      assign_category_type_ids: [staff[0]],
      effective_date: '2026-02-30',
    });
    expectFieldError(date, 'effective_date', M.effectiveDateInvalid);
    const missing = await client(t, admin).post(`${BASE}/assign`, {
      work_shift_id: 987654321,
      assign_category_type_ids: [staff[0]],
    });
    expect(missing.statusCode).toBe(404);
  });

  it("queues the changed days for the engine in the change's transaction", async () => {
    const shift = await createShift();
    const who = staff[5] as number;
    await inDemo((tx) =>
      tx.execute(sql`INSERT INTO attendance_coverage (company_id, day)
        VALUES (${demoId}, '2026-03-02'), (${demoId}, '2026-03-03') ON CONFLICT DO NOTHING`),
    );
    const dirty = () =>
      inDemo(async (tx) => {
        const r = await tx.execute<{ day: string }>(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day
          FROM attendance_dirty WHERE company_id = ${demoId} AND employee_id = ${who} ORDER BY day`);
        return r.rows.map((x) => x.day);
      });
    const clear = () =>
      inDemo((tx) => tx.execute(sql`DELETE FROM attendance_dirty WHERE company_id = ${demoId}`));
    await clear();
    await client(t, admin).post(`${BASE}/assign`, {
      work_shift_id: shift.id,
      assign_category_type_ids: [who],
      effective_date: '2026-03-03',
    });
    expect(await dirty()).toEqual(['2026-03-03']);
    await clear();
    await client(t, admin).put(`${BASE}/${shift.id}`, {
      name: shift.name,
      start_time: '09:00',
      end_time: '17:00',
      work_days: [1, 2, 3, 4, 5],
    });
    expect(await dirty()).toEqual(['2026-03-03']);
    await clear();
    await client(t, admin).delete(`${BASE}/${shift.id}?force=true`);
    expect(await dirty()).toEqual(['2026-03-03']);
  });

  it('deletes a shift with employees only with force', async () => {
    const shift = await createShift();
    await client(t, admin).post(`${BASE}/assign`, {
      work_shift_id: shift.id,
      assign_category_type_ids: [staff[6]],
    });
    const refused = await client(t, admin).delete(`${BASE}/${shift.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(M.hasEmployees);
    expect((await client(t, admin).delete(`${BASE}/${shift.id}?force=true`)).statusCode).toBe(200);
  });
});

describe('shift types', () => {
  const TYPES = '/attendance/shift/settings/shift-type';
  it('lists, creates and deletes; a used type stays', async () => {
    const created = await client(t, admin).post(TYPES, { name: 'Rotating' });
    expect(created.statusCode, created.body).toBe(201);
    const type = created.json().data;
    expect(type).toMatchObject({ name: 'Rotating', shifts_count: 0 });
    expectFieldError(await client(t, admin).post(TYPES, { name: ' rotating' }), 'name', M.typeNameTaken);
    expectFieldError(await client(t, admin).post(TYPES, {}), 'name', M.typeNameRequired);
    const list = (await client(t, admin).get(`${TYPES}?search_query=rot`)).json().data;
    expect(list.results).toEqual([{ id: type.id, name: 'Rotating', shifts_count: 0 }]);
    const shift = await createShift({ shift_type_id: type.id });
    expect((await client(t, admin).get(`${BASE}/${shift.id}`)).json().data.shift_type).toBe('Rotating');
    const inUse = await client(t, admin).delete(`${TYPES}/${type.id}`);
    expect(inUse.json().message).toBe(M.typeInUse);
    await client(t, admin).delete(`${BASE}/${shift.id}?force=true`);
    expect((await client(t, admin).delete(`${TYPES}/${type.id}`)).statusCode).toBe(200);
    expect((await client(t, admin).delete(`${TYPES}/${type.id}`)).statusCode).toBe(404);
  });
  it('refuses people without the permissions', async () => {
    expect((await client(t, employee).get(TYPES)).statusCode).toBe(403);
    expect((await client(t, hr).post(TYPES, { name: 'X' })).statusCode).toBe(403);
    expect((await client(t, employee).delete(`${TYPES}/1`)).statusCode).toBe(403);
  });
});
