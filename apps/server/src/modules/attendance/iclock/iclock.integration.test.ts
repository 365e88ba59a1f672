import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { DeviceSimulator } from '../../../../../../tools/device-simulator/simulator.ts';
import { inject } from '../../../test/device-transport.ts';

// Protocol conformance (issue 10, ZKTECO-PUSH.md) through the simulator, straight into the app.
let t: TestApp;
let admin: string;
let demo: number;
let branchId: number;

let serials = 0;
const device = (serial = `CONF${++serials}X${Date.now() % 100000}`) =>
  new DeviceSimulator({ serial, transport: inject(t.app) });

async function register(serial: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await client(t, admin).post('/attendance/devices', {
    name: `Clock ${serial}`,
    serial_number: serial,
    branch_id: branchId,
    device_type: 'fingerprint',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function query<T extends Record<string, unknown>>(text: ReturnType<typeof sql>): Promise<T[]> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, demo);
    return (await tx.execute<T>(text)).rows as T[];
  });
}

const punchesOf = (deviceId: number) =>
  query<{ pin: string; local_time: string; status: number; employee_id: string | null; punched_at: string }>(
    sql`SELECT pin, to_char(local_time, 'YYYY-MM-DD HH24:MI:SS') AS local_time, status, employee_id,
          to_char(punched_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS punched_at
        FROM punches WHERE device_id = ${deviceId} ORDER BY local_time, pin`,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  demo = await companyIdOf(t, 'demo');
  branchId = (await client(t, admin).get('/organization/branches')).json().data.results[0].id;
});
afterAll(() => t.close());

describe('the push protocol', () => {
  it('answers the handshake with GET OPTION FROM and the options, and a Date header', async () => {
    const d = device();
    await register(d.serial);
    const body = await d.handshake();
    const lines = body.split('\n');
    expect(lines[0]).toBe(`GET OPTION FROM: ${d.serial}`);
    for (const option of [
      'ATTLOGStamp=None',
      'OPERLOGStamp=None',
      'ErrorDelay=30',
      'Delay=10',
      'Realtime=1',
    ]) {
      expect(lines).toContain(option);
    }
    expect(lines).toContain('TimeZone=1'); // Africa/Lagos
    expect(lines).toContain(
      'TransFlag=TransData AttLog\tOpLog\tEnrollUser\tChgUser\tEnrollFP\tChgFP\tUserPic',
    );
    const last = d.answers.at(-1);
    expect(last?.response.body).toBe('OK');
    expect(Date.parse(last?.response.headers.date ?? '')).not.toBeNaN();
  });

  it('takes a two-line ATTLOG with OK:2, in the company zone, PIN mapped to the employee', async () => {
    const d = device();
    const id = await register(d.serial);
    const answers = await d.pushPunches([
      { pin: '101', time: '2026-03-02 08:01:00', status: 0 },
      { pin: '101', time: '2026-03-02 17:05:00', status: 1 },
    ]);
    expect(answers).toEqual(['OK:2']);
    const rows = await punchesOf(id);
    expect(rows.map((r) => [r.pin, r.local_time, r.punched_at, r.status])).toEqual([
      ['101', '2026-03-02 08:01:00', '2026-03-02 07:01:00', 0],
      ['101', '2026-03-02 17:05:00', '2026-03-02 16:05:00', 1],
    ]);
    expect(rows.every((r) => r.employee_id !== null)).toBe(true);
    const dirty = await query(sql`SELECT 1 FROM attendance_dirty WHERE day = '2026-03-02'`);
    expect(dirty.length).toBeGreaterThan(0);
  });

  it('keeps the good lines of a batch with malformed ones, and any status raw', async () => {
    const d = device();
    const id = await register(d.serial);
    const answer = await d.pushAttlogText(
      [
        '102\t2026-03-03 08:00:00\t0\t1\t\t0\t0\t',
        'garbage line',
        '102\t2026-02-30 08:00:00\t0\t1\t\t0\t0\t',
        '\t2026-03-03 08:00:00\t0\t1',
        '102\t2026-03-03 12:00:00\t255\t15\t\t0\t0\t',
        '102\t2026-03-03 17:00:00\t0\t1\t0\t255\t0\t0\t0\t0\textra',
        '',
      ].join('\r\n'),
    );
    expect(answer).toBe('OK:3');
    const rows = await punchesOf(id);
    expect(rows.map((r) => [r.local_time, r.status])).toEqual([
      ['2026-03-03 08:00:00', 0],
      ['2026-03-03 12:00:00', 255],
      ['2026-03-03 17:00:00', 0],
    ]);
  });

  it('answers a re-sent batch with its count and stores nothing twice (Stamp=9999 every time)', async () => {
    const d = device();
    const id = await register(d.serial);
    const batch = [
      { pin: '103', time: '2026-03-04 08:00:00' },
      { pin: '103', time: '2026-03-04 17:00:00' },
      { pin: '103', time: '2026-03-04 17:00:00' },
    ];
    for (let i = 0; i < 5; i++) expect(await d.pushPunches(batch)).toEqual(['OK:3']);
    expect(await punchesOf(id)).toHaveLength(2);
  });

  it('keeps a punch with an unknown PIN and attributes it when an employee gets that PIN', async () => {
    const d = device();
    const id = await register(d.serial);
    await d.pushPunches([{ pin: '987654', time: '2026-03-05 08:00:00' }]);
    const [kept] = await punchesOf(id);
    expect(kept).toMatchObject({ pin: '987654', employee_id: null });
    const device_ = (await client(t, admin).get(`/attendance/devices/${id}`)).json().data;
    expect(device_.unknown_pin_punches).toBe(1);
    await query(sql`UPDATE employees SET pin = '987654' WHERE pin = '104'`);
    const [after] = await punchesOf(id);
    expect(after?.employee_id).not.toBeNull();
  });

  it('answers a poll with nothing queued with exactly OK', async () => {
    const d = device();
    await register(d.serial);
    const res = await d.send({ method: 'GET', path: `/iclock/getrequest?SN=${d.serial}` });
    expect(res.status).toBe(200);
    expect(res.body).toBe('OK');
  });

  it('delivers queued commands as C:<id>:<command> with tabs intact, once, and parses the results', async () => {
    const d = device();
    const id = await register(d.serial);
    const queued = await client(t, admin).post('/attendance/devices/commands/synchronize', {
      device_ids: [id],
      employee_ids: [],
    });
    expect(queued.statusCode, queued.body).toBe(201);
    const res = await d.send({
      method: 'GET',
      path: `/iclock/getrequest?SN=${d.serial}&INFO=Ver%206.60,0,0,0`,
    });
    const lines = res.body.trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatch(
      /^C:\d+:DATA UPDATE USERINFO PIN=\d+\tName=[^\t]+\tPri=0\tPasswd=\tCard=\tGrp=1\tTZ=0000000000000000\tVerify=-1$/,
    );
    // Sent commands are not sent again while an answer may still come...
    const again = await d.send({ method: 'GET', path: `/iclock/getrequest?SN=${d.serial}` });
    expect(again.body.includes(lines[0] ?? '-')).toBe(false);
    const ids = lines.map((l) => Number(l.split(':')[1]));
    // ...but one unanswered for five minutes is: the clock may have lost it.
    await query(sql`UPDATE device_commands SET sent_at = now() - interval '6 minutes' WHERE id = ${ids[0]}`);
    const redelivered = await d.send({ method: 'GET', path: `/iclock/getrequest?SN=${d.serial}` });
    expect(redelivered.body.trim()).toBe(lines[0]);
    // Several results in one POST, CMD echoing only the first word, and an INFO-style tail line.
    const body = [
      `ID=${ids[0]}&Return=0&CMD=DATA`,
      `ID=${ids[1]}&Return=-1002&CMD=DATA`,
      'trailing detail line',
      'ID=999999999&Return=0&CMD=DATA',
      'ID=x&Return=y',
    ].join('\n');
    const answer = await d.send({ method: 'POST', path: `/iclock/devicecmd?SN=${d.serial}`, body });
    expect(answer.body).toBe('OK');
    const tx = queued.json().data.transaction_id as number;
    const log = (
      await client(t, admin).get(`/attendance/devices/transactions/${tx}/commands?perPage=100`)
    ).json().data.results as {
      id: number;
      status: string;
      return_code: number | null;
      result: string | null;
    }[];
    expect(log.find((c) => c.id === ids[0])).toMatchObject({ status: 'succeeded', return_code: 0 });
    expect(log.find((c) => c.id === ids[1])).toMatchObject({ status: 'failed', return_code: -1002 });
    expect(log.find((c) => c.id === ids[1])?.result).toContain('trailing detail line');
    const info = (await client(t, admin).get(`/attendance/devices/${id}`)).json().data;
    expect(info).toMatchObject({ firmware: 'Ver 6.60', state: 'online' });
  });

  it('never sends REBOOT or CLEAR LOG twice, answered or not', async () => {
    const d = device();
    const id = await register(d.serial);
    const queued = await client(t, admin).post('/attendance/devices/commands', {
      device_ids: [id],
      command: 'CLEAR LOG',
    });
    expect(queued.statusCode, queued.body).toBe(201);
    const first = await d.send({ method: 'GET', path: `/iclock/getrequest?SN=${d.serial}` });
    expect(first.body.trim()).toMatch(/^C:\d+:CLEAR LOG$/);
    await query(
      sql`UPDATE device_commands SET sent_at = now() - interval '6 minutes' WHERE device_id = ${id}`,
    );
    const later = await d.send({ method: 'GET', path: `/iclock/getrequest?SN=${d.serial}` });
    expect(later.body).toBe('OK');
  });

  it('stores OPERLOG USER and FP lines as the device users, and answers an empty OPERLOG with OK', async () => {
    const d = device();
    const id = await register(d.serial);
    expect(await d.pushOperlog([])).toBe('OK');
    const answer = await d.pushOperlog([
      'USER PIN=105\tName=Ada Okafor\tPri=14\tPasswd=\tCard=123\tGrp=1\tTZ=0000000000000000\tVerify=0\tViceCard=\tStartDatetime=0\tEndDatetime=0',
      'FP PIN==105\tFID=6\tSize=8\tValid=1\tTMP=QUJDREVGR0g=',
      'OPLOG 4\t0\t2026-03-06 08:00:00\t0\t0\t0\t0',
      'USER Name=no pin',
    ]);
    expect(answer).toBe('OK:3');
    const users = (await client(t, admin).get(`/attendance/devices/users?device_id=${id}`)).json().data;
    expect(users.results).toEqual([
      expect.objectContaining({ pin: '105', name: 'Ada Okafor', privilege: 14, card: '123', templates: 1 }),
    ]);
    expect(users.results[0].employee).not.toBeNull();
  });

  it('accepts BIODATA uploads with Pin= and options with commas in values', async () => {
    const d = device();
    const id = await register(d.serial);
    const bio = await d.send({
      method: 'POST',
      path: `/iclock/cdata?SN=${d.serial}&table=BIODATA&Stamp=1`,
      body: 'BIODATA Pin=106\tNo=0\tIndex=0\tValid=1\tDuress=0\tType=9\tMajorVer=5\tMinorVer=8\tFormat=0\tTmp=AAAA\r\n',
    });
    expect(bio.body).toBe('OK:1');
    const options = await d.send({
      method: 'POST',
      path: `/iclock/cdata?SN=${d.serial}&table=options`,
      body: '~OEMVendor=ZKTECO CO., LTD.,FWVersion=Ver 8.0.4.2,UserCount=7',
    });
    expect(options.body).toBe('OK');
    const got = (await client(t, admin).get(`/attendance/devices/${id}`)).json().data;
    expect(got).toMatchObject({ firmware: 'Ver 8.0.4.2', user_count: 7 });
  });

  it('answers ping, unknown paths and requests without a serial with 200 OK', async () => {
    const d = device();
    await register(d.serial);
    expect((await d.ping()).body).toBe('OK');
    for (const path of [
      '/iclock/FileName=abc.txt',
      '/iclock/cdata',
      '/iclock/getrequest?SN=bad%20serial',
      '/iclock/registry?SN=X1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toBe('OK');
      expect(res.headers.date, path).toBeTruthy();
    }
  });

  it('keeps a pending device’s punches and attributes them when the device is registered', async () => {
    const d = device();
    expect((await d.handshake()).startsWith(`GET OPTION FROM: ${d.serial}`)).toBe(true);
    expect(
      await d.pushPunches([
        { pin: '107', time: '2026-03-09 08:10:00' },
        { pin: '555001', time: '2026-03-09 08:11:00' },
      ]),
    ).toEqual(['OK:2']);
    expect(await d.pushPunches([{ pin: '107', time: '2026-03-09 08:10:00' }])).toEqual(['OK:1']);
    expect((await d.poll()).length).toBe(0);
    const id = await register(d.serial);
    const rows = await punchesOf(id);
    expect(rows.map((r) => [r.pin, r.employee_id !== null])).toEqual([
      ['107', true],
      ['555001', false],
    ]);
    const inbox = await query(sql`SELECT 1 FROM device_inbox WHERE serial_number = ${d.serial}`);
    expect(inbox).toHaveLength(0);
    // From now on its punches go straight to the company.
    expect(await d.pushPunches([{ pin: '107', time: '2026-03-09 17:00:00' }])).toEqual(['OK:1']);
    expect(await punchesOf(id)).toHaveLength(3);
  });

  it('applies the device clock offset', async () => {
    const d = device();
    const id = await register(d.serial, { clock_offset_minutes: -60 });
    await d.pushPunches([{ pin: '108', time: '2026-03-10 09:00:00' }]);
    expect((await punchesOf(id))[0]?.punched_at).toBe('2026-03-10 07:00:00');
  });

  it('moves users between devices: query the source, then update the target with its templates', async () => {
    const source = device();
    const target = device();
    const sourceId = await register(source.serial);
    const targetId = await register(target.serial);
    source.users.set('109', {
      pin: '109',
      name: 'Tunde Bakare',
      privilege: 0,
      card: '77',
      templates: ['FP PIN=109\tFID=1\tSize=8\tValid=1\tTMP=VEVNUExBVEU='],
    });
    const res = await client(t, admin).post('/attendance/devices/commands/users-transfer', {
      source_device_id: sourceId,
      target_device_id: targetId,
      pins: ['109'],
    });
    expect(res.statusCode, res.body).toBe(201);
    // The target's update waits for the source's answer.
    expect(await target.poll()).toEqual([]);
    const fromSource = await source.pollUntilIdle();
    expect(fromSource.map((a) => a.command)).toEqual([
      'DATA QUERY USERINFO PIN=109',
      'DATA QUERY FINGERTMP PIN=109',
    ]);
    const onTarget = await target.pollUntilIdle();
    expect(onTarget.map((a) => a.command)).toEqual([
      'DATA UPDATE USERINFO PIN=109\tName=Tunde Bakare\tPri=0\tPasswd=\tCard=77\tGrp=1\tTZ=0000000000000000\tVerify=-1',
      'DATA UPDATE FINGERTMP PIN=109\tFID=1\tSize=8\tValid=1\tTMP=VEVNUExBVEU=',
    ]);
    expect(target.users.get('109')).toMatchObject({
      name: 'Tunde Bakare',
      templates: [expect.stringContaining('FID=1')],
    });
    const tx = (
      await client(t, admin).get(`/attendance/devices/transactions/${res.json().data.transaction_id}`)
    ).json().data;
    expect(tx).toMatchObject({ kind: 'user-transfer', state: 'completed', commands: 4, succeeded: 4 });
  });
});
