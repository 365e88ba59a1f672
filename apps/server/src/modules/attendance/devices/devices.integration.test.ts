import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEVICE_MESSAGES as M } from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { createdWith, expectFieldError } from '../../../test/kit.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { ignoreFunctionKey } from './attendance-settings.repository.ts';

const BASE = '/attendance/devices';
let t: TestApp;
let admin: string;
let hr: string;
let acme: string;
let demo: number;
let branchId: number;
let acmeDeviceId: number;

let n = 0;
async function create(extra: Record<string, unknown> = {}, token = admin) {
  const res = await client(t, token).post(BASE, {
    name: `Gate ${++n}`,
    serial_number: `API${n}X${Date.now() % 100000}`,
    branch_id: branchId,
    device_type: 'face',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; serial_number: string; name: string };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  hr = await login(t, 'hr@demo.example');
  acme = await login(t, 'admin@acme.example', 'acme');
  demo = await companyIdOf(t, 'demo');
  branchId = (await client(t, admin).get('/organization/branches')).json().data.results[0].id;
  const acmeBranch = (await client(t, acme).get('/organization/branches')).json().data.results[0].id;
  acmeDeviceId = (await create({ serial_number: 'ACMEOWNED1', branch_id: acmeBranch }, acme)).id;
});
afterAll(() => t.close());

describe('devices', () => {
  it('creates, reads and updates a device', async () => {
    const res = await client(t, admin).post(BASE, {
      name: '  Lagos front gate ',
      serial_number: 'CQZ7231460002',
      branch_id: String(branchId),
      device_type: 'fingerprint',
      clock_offset_minutes: '',
    });
    createdWith(res, M.created);
    const created = res.json().data;
    expect(created).toMatchObject({
      name: 'Lagos front gate',
      serial_number: 'CQZ7231460002',
      branch_id: branchId,
      branch_name: expect.any(String),
      device_type: 'fingerprint',
      state: 'offline',
      last_contact_at: null,
      firmware: null,
      user_count: 0,
      clock_offset_minutes: null,
      unknown_pin_punches: 0,
    });
    const got = await client(t, admin).get(`${BASE}/${created.id}`);
    expect(got.json().data).toEqual(created);
    const put = await client(t, admin).put(`${BASE}/${created.id}`, {
      name: 'Lagos gate',
      serial_number: 'CQZ7231460003',
      branch_id: branchId,
      device_type: 'face',
      clock_offset_minutes: 30,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      message: M.updated,
      data: { name: 'Lagos gate', serial_number: 'CQZ7231460003', clock_offset_minutes: 30 },
    });
    // The old serial is free again (a clock with it is pending); the new one is this device's.
    const registry = await t.database.transaction(async (tx) =>
      (
        await tx.execute<{ serial_number: string; device_id: string | null }>(
          sql`SELECT serial_number, device_id FROM device_registry WHERE serial_number LIKE 'CQZ723146000%' ORDER BY 1`,
        )
      ).rows.map((r) => [r.serial_number, Number(r.device_id)]),
    );
    expect(registry).toEqual([['CQZ7231460003', created.id]]);
  });

  it('lists with paging, search and the online/offline state', async () => {
    const online = await create({ name: 'Abuja canteen' });
    await create({ name: 'Abuja store' });
    await t.database.transaction(async (tx) => {
      await setTenant(tx, demo);
      await tx.execute(
        sql`UPDATE devices SET last_contact_at = now() - interval '1 minute' WHERE id = ${online.id}`,
      );
    });
    const found = (await client(t, admin).get(`${BASE}?search_query=abuja&perPage=10`)).json().data;
    expect(found.total).toBe(2);
    const on = (await client(t, admin).get(`${BASE}?search_query=abuja&state=online`)).json().data;
    expect(on.results.map((d: { name: string }) => d.name)).toEqual(['Abuja canteen']);
    const off = (await client(t, admin).get(`${BASE}?search_query=abuja&state=offline`)).json().data;
    expect(off.results.map((d: { name: string }) => d.name)).toEqual(['Abuja store']);
    const page = (await client(t, admin).get(`${BASE}?page=1&per_page=1`)).json().data;
    expect(page.results).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const all = await client(t, admin).get(`${BASE}?state=`);
    expect(all.statusCode).toBe(200);
    expect((await client(t, admin).get(`${BASE}?state=broken`)).statusCode).toBe(422);
  });

  it('lists the device types', async () => {
    const res = await client(t, admin).get(`${BASE}/types`);
    expect(res.json()).toMatchObject({ message: M.typesListed });
    expect(res.json().data).toContainEqual({ value: 'fingerprint', label: 'Fingerprint' });
  });

  it.each([
    [{ name: '' }, 'name', M.nameRequired],
    [{ serial_number: '' }, 'serial_number', M.serialRequired],
    [{ serial_number: 'has space' }, 'serial_number', M.serialInvalid],
    [{ serial_number: 'A'.repeat(65) }, 'serial_number', M.serialInvalid],
    [{ branch_id: '' }, 'branch_id', M.branchRequired],
    [{ branch_id: 99999999 }, 'branch_id', M.branchRequired],
    [{ device_type: 'toaster' }, 'device_type', M.typeRequired],
    [{ clock_offset_minutes: 100000 }, 'clock_offset_minutes', M.offsetInvalid],
  ])('refuses %j', async (patch, field, message) => {
    const res = await client(t, admin).post(BASE, {
      name: 'Bad',
      serial_number: 'BADSERIAL1',
      branch_id: branchId,
      device_type: 'face',
      ...patch,
    });
    expect(res.statusCode, res.body).toBe(422);
    expectFieldError(res, field, message);
  });

  it('refuses a serial this company has, and one another company owns', async () => {
    const first = await create();
    const again = await client(t, admin).post(BASE, {
      name: 'Twin',
      serial_number: first.serial_number,
      branch_id: branchId,
      device_type: 'face',
    });
    expectFieldError(again, 'serial_number', M.serialTaken);
    const owned = await client(t, admin).post(BASE, {
      name: 'Stolen',
      serial_number: 'ACMEOWNED1',
      branch_id: branchId,
      device_type: 'face',
    });
    expect(owned.statusCode).toBe(422);
    expectFieldError(owned, 'serial_number', M.serialOwned);
  });

  it('is forbidden without the device permissions, and another company’s device is not found', async () => {
    expect((await client(t, hr).get(BASE)).statusCode).toBe(403);
    const valid = { name: 'X', serial_number: 'HRTRY1', branch_id: branchId, device_type: 'face' };
    expect((await client(t, hr).post(BASE, valid)).statusCode).toBe(403);
    const info = { device_ids: [acmeDeviceId], command: 'INFO' };
    expect((await client(t, hr).post(`${BASE}/commands`, info)).statusCode).toBe(403);
    expect((await client(t, hr).get(`${BASE}/transactions`)).statusCode).toBe(403);
    expect((await client(t, hr).get('/attendance/settings')).statusCode).toBe(403);
    expect((await client(t, admin).get(`${BASE}/${acmeDeviceId}`)).statusCode).toBe(404);
    expect((await client(t, admin).get(`${BASE}/users?device_id=${acmeDeviceId}`)).statusCode).toBe(404);
    const cmd = await client(t, admin).post(`${BASE}/commands`, {
      device_ids: [acmeDeviceId],
      command: 'INFO',
    });
    expectFieldError(cmd, 'device_ids', M.devicesRequired);
  });
});

describe('device commands and transactions', () => {
  it('queues a command in a transaction whose log lists it', async () => {
    const a = await create();
    const b = await create();
    const res = await client(t, admin).post(`${BASE}/commands`, {
      device_ids: [a.id, b.id],
      command: 'INFO',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: M.commandQueued, data: { commands: 2 } });
    const id = res.json().data.transaction_id;
    const tx = (await client(t, admin).get(`${BASE}/transactions/${id}`)).json().data;
    expect(tx).toMatchObject({
      id,
      kind: 'command',
      state: 'pending',
      commands: 2,
      queued: 2,
      created_by: expect.any(String),
    });
    const list = (await client(t, admin).get(`${BASE}/transactions?kind=command&perPage=50`)).json().data;
    expect(list.results.map((r: { id: number }) => r.id)).toContain(id);
    const log = (await client(t, admin).get(`${BASE}/transactions/${id}/commands`)).json().data;
    expect(log.total).toBe(2);
    expect(log.results[0]).toMatchObject({
      device_id: a.id,
      command: 'INFO',
      status: 'queued',
      return_code: null,
    });
    const attlog = await client(t, admin).post(`${BASE}/commands`, {
      device_ids: [a.id],
      command: 'QUERY ATTLOG',
      start_time: '2026-03-01',
      end_time: '2026-03-02 23:59',
    });
    const attlogLog = (
      await client(t, admin).get(`${BASE}/transactions/${attlog.json().data.transaction_id}/commands`)
    ).json();
    expect(attlogLog.data.results[0].command).toBe(
      'DATA QUERY ATTLOG StartTime=2026-03-01 00:00:00\tEndTime=2026-03-02 23:59:00',
    );
  });

  it.each([
    [{ command: 'INFO' }, 'device_ids', M.devicesRequired],
    [{ device_ids: [], command: 'INFO' }, 'device_ids', M.devicesRequired],
    [{ device_ids: [1], command: 'USER ADD' }, 'command', M.commandRequired],
    [{ device_ids: [1], command: 'QUERY ATTLOG' }, 'start_time', M.timeRangeRequired],
  ])('refuses the command %j', async (body, field, message) => {
    const res = await client(t, admin).post(`${BASE}/commands`, body);
    expect(res.statusCode).toBe(422);
    expectFieldError(res, field, message);
  });

  it('transfers users and bulk-transfers every user of a device', async () => {
    const source = await create();
    const target = await create();
    const other = await create();
    await t.database.transaction(async (tx) => {
      await setTenant(tx, demo);
      await tx.execute(sql`INSERT INTO device_users (company_id, device_id, pin, name)
        VALUES (${demo}, ${source.id}, '101', 'From Device'), (${demo}, ${source.id}, '102', NULL)`);
    });
    const res = await client(t, admin).post(`${BASE}/commands/users-transfer`, {
      source_device_id: source.id,
      target_device_id: target.id,
      pins: ['101', '102'],
      delete_from_source: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: M.transferQueued, data: { commands: 8 } });
    const log = (
      await client(t, admin).get(`${BASE}/transactions/${res.json().data.transaction_id}/commands?perPage=20`)
    ).json().data.results as { device_id: number; command: string }[];
    expect(
      log.map((c) => [c.device_id === source.id ? 'source' : 'target', c.command.split('\t')[0]]),
    ).toEqual([
      ['source', 'DATA QUERY USERINFO PIN=101'],
      ['source', 'DATA QUERY FINGERTMP PIN=101'],
      ['target', 'DATA UPDATE USERINFO PIN=101'],
      ['source', 'DATA QUERY USERINFO PIN=102'],
      ['source', 'DATA QUERY FINGERTMP PIN=102'],
      ['target', 'DATA UPDATE USERINFO PIN=102'],
      ['source', 'DATA DELETE USERINFO PIN=101'],
      ['source', 'DATA DELETE USERINFO PIN=102'],
    ]);
    expect(log[2]?.command).toContain('Name=From Device\t');
    // No device name yet: the employee with the PIN names it.
    expect(log[5]?.command).toMatch(/Name=\S+/);
    const bulk = await client(t, admin).post(`${BASE}/commands/users/bulk-transfer`, {
      source_device_id: source.id,
      target_device_ids: [target.id, other.id],
    });
    expect(bulk.statusCode, bulk.body).toBe(201);
    expect(bulk.json().data.commands).toBe(8);
    const users = (await client(t, admin).get(`${BASE}/users?device_id=${source.id}&search_query=101`)).json()
      .data;
    expect(users.results).toEqual([expect.objectContaining({ pin: '101', name: 'From Device' })]);
  });

  it.each([
    ['users-transfer', { target_device_id: 1, pins: ['1'] }, 'source_device_id', M.sourceRequired],
    ['users-transfer', { source_device_id: 1, pins: ['1'] }, 'target_device_id', M.targetRequired],
    [
      'users-transfer',
      { source_device_id: 1, target_device_id: 1, pins: ['1'] },
      'target_device_id',
      M.sameDevice,
    ],
    ['users-transfer', { source_device_id: 1, target_device_id: 2, pins: [] }, 'pins', M.usersRequired],
    [
      'users/bulk-transfer',
      { source_device_id: 1, target_device_ids: [] },
      'target_device_ids',
      M.targetsRequired,
    ],
  ])('refuses %s %j', async (path, body, field, message) => {
    const res = await client(t, admin).post(`${BASE}/commands/${path}`, body);
    expect(res.statusCode).toBe(422);
    expectFieldError(res, field, message);
  });

  it('refuses a bulk transfer from a device with no users', async () => {
    const empty = await create();
    const target = await create();
    const res = await client(t, admin).post(`${BASE}/commands/users/bulk-transfer`, {
      source_device_id: empty.id,
      target_device_ids: [target.id],
    });
    expectFieldError(res, 'source_device_id', M.noUsers);
  });

  it('synchronises employees with a PIN to devices', async () => {
    const d = await create();
    const staff = (await client(t, admin).get('/organization/employees?perPage=2')).json().data.results as {
      id: number;
    }[];
    const res = await client(t, admin).post(`${BASE}/commands/synchronize`, {
      device_ids: [d.id],
      employee_ids: staff.map((s) => s.id),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: M.synchronizeQueued, data: { commands: 2 } });
    const tx = (await client(t, admin).get(`${BASE}/transactions/${res.json().data.transaction_id}`)).json()
      .data;
    expect(tx.kind).toBe('synchronize');
    const none = await client(t, admin).post(`${BASE}/commands/synchronize`, {
      device_ids: [d.id],
      employee_ids: [99999999],
    });
    expectFieldError(none, 'employee_ids', M.noEmployeesWithPin);
  });

  it('answers users without a device id with the field message', async () => {
    const res = await client(t, admin).get(`${BASE}/users`);
    expect(res.statusCode).toBe(422);
    expectFieldError(res, 'device_id', M.deviceRequired);
  });
});

describe('attendance settings', () => {
  it('reads IGNORE_FUNCTION_KEY as on by default, and saves it', async () => {
    const got = await client(t, admin).get('/attendance/settings');
    expect(got.json()).toMatchObject({
      message: M.settingLoaded,
      data: { name: 'IGNORE_FUNCTION_KEY', value: true },
    });
    const saved = await client(t, admin).post('/attendance/settings?name=IGNORE_FUNCTION_KEY', { value: 0 });
    expect(saved.json()).toMatchObject({
      message: M.settingSaved,
      data: { name: 'IGNORE_FUNCTION_KEY', value: false },
    });
    expect(
      (await client(t, admin).get('/attendance/settings?name=IGNORE_FUNCTION_KEY')).json().data.value,
    ).toBe(false);
    const engine = await t.database.transaction(async (tx) => {
      await setTenant(tx, demo);
      return ignoreFunctionKey(tx, demo);
    });
    expect(engine).toBe(false);
    await client(t, admin).post('/attendance/settings', { value: 'on' });
    // Another company keeps its own default.
    expect((await client(t, acme).get('/attendance/settings')).json().data.value).toBe(true);
  });

  it('refuses an unknown name and a missing value', async () => {
    const unknown = await client(t, admin).get('/attendance/settings?name=SOMETHING');
    expectFieldError(unknown, 'name', M.settingUnknown);
    const missing = await client(t, admin).post('/attendance/settings', {});
    expectFieldError(missing, 'value', M.settingValueRequired);
  });
});
