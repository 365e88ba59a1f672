import pg from 'pg';
import { Worker } from 'node:worker_threads';
import { attlogLine, type Punch } from '../../../tools/device-simulator/simulator.ts';
import { workdayPunches } from '../../../tools/device-simulator/punches.ts';
import { percentile } from '../floors.ts';
import type { BenchContext, Scenario, ScenarioResult } from './types.ts';
import type { PushJob, PushOutcome } from './punch-push-worker.ts';

// The attendance issue: push ingest of at least 5,000 punches/s sustained through /iclock/cdata,
// with nothing lost (ARCHITECTURE §6). Concurrent simulated clocks upload ATTLOG batches as firmware
// does (one connection per request, `Connection: close`) from a worker thread; the floor is the app's own insert statement
// (unnest, ON CONFLICT DO NOTHING) with the same batches through node-postgres, as the app role with
// RLS on. The rows are counted afterwards.
const BUDGET_PER_SEC = 5_000;
const DEVICES = Number(process.env.BENCH_DEVICES ?? 20);
const BATCH = Number(process.env.BENCH_PUNCH_BATCH ?? 100);
/**
 * Punches per device: every PIN of the device × DAYS × 2. Each device has its own staff, as clocks
 * at different gates or sites do (a person punching on ten clocks at once would make every upload
 * wait on the others' queued days instead of measuring ingest).
 */
const PINS_PER_DEVICE = 50;
const DAYS = 52;

/** The insert at the heart of the app's ingest statement (iclock.repository.ts insertDevicePunches), alone. */
const INSERT = `
  INSERT INTO punches (company_id, employee_id, pin, device_id, source, punched_at, local_time, status, verify, raw)
  SELECT $1, e.id, i.pin, $2, 'device',
    (i.local_time + make_interval(mins => $3::int)) AT TIME ZONE c.timezone,
    i.local_time, i.status, i.verify, i.raw
  FROM unnest($4::text[], $5::timestamp[], $6::int[], $7::int[], $8::text[]) AS i(pin, local_time, status, verify, raw)
  JOIN companies c ON c.id = $1
  LEFT JOIN employees e ON e.company_id = $1 AND e.pin = i.pin
  ON CONFLICT (company_id, device_id, pin, local_time) DO NOTHING
  RETURNING employee_id, punched_at`;

interface Fleet {
  app: { id: number; serial: string; punches: Punch[] }[];
  floor: { id: number; punches: Punch[] }[];
}
let fleet: Fleet | undefined;

async function createDevice(ctx: BenchContext, serial: string): Promise<number> {
  const res = await fetch(`${ctx.app.baseUrl}/api/v1/attendance/devices`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: serial,
      serial_number: serial,
      branch_id: ctx.company.hqBranchId,
      device_type: 'face',
    }),
  });
  if (res.status !== 201)
    throw new Error(`POST /attendance/devices answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Devices for the app and for the floor, each with its own PINs' punches (unique per device). */
async function prepareFleet(ctx: BenchContext): Promise<void> {
  const owner = new pg.Client({ connectionString: ctx.data.db.ownerUrl });
  await owner.connect();
  let pins: string[];
  try {
    const r = await owner.query<{ pin: string }>(
      `SELECT pin FROM employees WHERE company_id = $1 AND pin IS NOT NULL ORDER BY id LIMIT $2`,
      [ctx.company.id, PINS_PER_DEVICE * DEVICES * 2],
    );
    pins = r.rows.map((row) => row.pin);
  } finally {
    await owner.end();
  }
  if (pins.length === 0) throw new Error('punch ingest: the bench company has no PINs');
  const punchesFor = (i: number) =>
    workdayPunches({
      // Mostly real PINs, some unknown (kept, unattributed), as on a real clock.
      pins: Array.from({ length: PINS_PER_DEVICE }, (_, k) =>
        k % 10 === 9 ? `9${i}${k}` : (pins[(i * 7 + k) % pins.length] ?? '0'),
      ),
      days: DAYS,
      until: '2026-02-28',
      weekends: true,
    });
  const stamp = Date.now().toString(36).toUpperCase();
  const app: Fleet['app'] = [];
  const floor: Fleet['floor'] = [];
  for (let i = 0; i < DEVICES; i++) {
    const serial = `BENCH${stamp}A${i}`;
    app.push({ id: await createDevice(ctx, serial), serial, punches: punchesFor(i) });
    // The floor's devices get other staff, so its rows do not stand in the app's way.
    floor.push({ id: await createDevice(ctx, `BENCH${stamp}F${i}`), punches: punchesFor(i + DEVICES) });
  }
  fleet = { app, floor };
}

const batches = (punches: readonly Punch[]) =>
  Array.from({ length: Math.ceil(punches.length / BATCH) }, (_, i) =>
    punches.slice(i * BATCH, (i + 1) * BATCH),
  );

const pgArray = (values: readonly (string | number)[]) =>
  `{${values.map((v) => `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** The floor: each device's batches through its own connection, the tenant bound for the session. */
async function insertFloor(
  ctx: BenchContext,
  devices: Fleet['floor'],
): Promise<{ seconds: number; p50: number; p99: number }> {
  const pool = new pg.Pool({ connectionString: ctx.data.db.appUrl, max: devices.length });
  const latencies: number[] = [];
  try {
    const started = performance.now();
    await Promise.all(
      devices.map(async (d) => {
        const client = await pool.connect();
        try {
          await client.query(`SELECT set_config('app.company_id', $1, false)`, [String(ctx.company.id)]);
          for (const batch of batches(d.punches)) {
            const t0 = performance.now();
            await client.query({
              name: 'bench-punch-insert',
              text: INSERT,
              values: [
                ctx.company.id,
                d.id,
                0,
                pgArray(batch.map((p) => p.pin)),
                pgArray(batch.map((p) => p.time)),
                pgArray(batch.map((p) => p.status ?? 0)),
                pgArray(batch.map((p) => p.verify ?? 1)),
                pgArray(batch.map(attlogLine)),
              ],
            });
            latencies.push(performance.now() - t0);
          }
        } finally {
          client.release();
        }
      }),
    );
    const sorted = Float64Array.from(latencies).sort();
    return {
      seconds: (performance.now() - started) / 1000,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    };
  } finally {
    await pool.end();
  }
}

/** Every device uploads its history concurrently, as clocks coming back online do (in a worker). */
function pushThroughApp(ctx: BenchContext, devices: Fleet['app']): Promise<PushOutcome> {
  const job: PushJob = {
    baseUrl: ctx.app.baseUrl,
    batch: BATCH,
    devices: devices.map((d) => ({ serial: d.serial, punches: d.punches })),
  };
  return new Promise((resolve, reject) => {
    // A worker does not inherit tsx's loader: it registers it, then loads the TypeScript file.
    const file = new URL('./punch-push-worker.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(file)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: job });
    worker.once('message', (m: { outcome?: PushOutcome; error?: string }) => {
      void worker.terminate();
      if (m.outcome) resolve(m.outcome);
      else reject(new Error(`punch push worker: ${m.error ?? 'no answer'}`));
    });
    worker.once('error', reject);
  });
}

async function countStored(
  ctx: BenchContext,
  ids: number[],
): Promise<{ rows: number; unattributed: number; dirty: number }> {
  const owner = new pg.Client({ connectionString: ctx.data.db.ownerUrl });
  await owner.connect();
  try {
    const r = await owner.query<{ rows: string; unattributed: string }>(
      `SELECT count(*) AS rows, count(*) FILTER (WHERE employee_id IS NULL) AS unattributed
       FROM punches WHERE company_id = $1 AND device_id = ANY($2::bigint[])`,
      [ctx.company.id, ids],
    );
    const d = await owner.query<{ n: string }>(
      `SELECT count(*) AS n FROM attendance_dirty WHERE company_id = $1`,
      [ctx.company.id],
    );
    return {
      rows: Number(r.rows[0]?.rows ?? 0),
      unattributed: Number(r.rows[0]?.unattributed ?? 0),
      dirty: Number(d.rows[0]?.n ?? 0),
    };
  } finally {
    await owner.end();
  }
}

export const punchIngestScenario: Scenario = {
  name: 'punch-ingest',
  title: `Device punch ingest: ${DEVICES} simulated clocks upload ATTLOG batches of ${BATCH} through /iclock/cdata`,
  prepare: prepareFleet,
  async run(ctx: BenchContext): Promise<ScenarioResult> {
    if (!fleet) throw new Error('punch ingest: prepare did not run');
    const expected = fleet.app.reduce((n, d) => n + d.punches.length, 0);
    ctx.log('floor: the insert statement through node-postgres…');
    const floor = await insertFloor(ctx, fleet.floor);
    ctx.log(`app: ${expected.toLocaleString('en')} punches from ${DEVICES} devices…`);
    const app = await pushThroughApp(ctx, fleet.app);
    ctx.log('re-sending one device’s history (must add nothing)…');
    const again = await pushThroughApp(ctx, fleet.app.slice(0, 1));
    const stored = await countStored(
      ctx,
      fleet.app.map((d) => d.id),
    );
    const appRate = expected / app.seconds;
    const floorRate = expected / floor.seconds;
    const lost = expected - stored.rows;
    return {
      notes: [
        `endpoint: POST /iclock/cdata?SN=..&table=ATTLOG&Stamp=9999, ${BATCH} records a request, Connection: close (firmware manners)`,
        `${DEVICES} devices at once, ${expected.toLocaleString('en')} punches (${PINS_PER_DEVICE} PINs × ${DAYS} days × 2 each, 1 PIN in 10 unknown), ${app.requests} requests`,
        `stored afterwards: ${stored.rows.toLocaleString('en')} rows (${stored.unattributed.toLocaleString('en')} with an unknown PIN, kept), lost: ${lost}; wrong answers: ${app.wrongAnswers + again.wrongAnswers}`,
        `a full re-send of one device's ${fleet.app[0]?.punches.length ?? 0} punches took ${again.seconds.toFixed(2)} s and added nothing (counted above); employee-days queued for the engine: ${stored.dirty.toLocaleString('en')}`,
      ],
      measurements: [
        {
          label: 'app: punches through /iclock/cdata',
          rate: appRate,
          unit: 'punches/s',
          p50: app.p50,
          p99: app.p99,
        },
        {
          label: 'floor: the insert statement, node-postgres',
          rate: floorRate,
          unit: 'punches/s',
          p50: floor.p50,
          p99: floor.p99,
        },
      ],
      ratios: [{ label: 'app punches/s ÷ the raw insert statement', value: appRate / floorRate }],
      budgets: [
        {
          label: `≥ ${BUDGET_PER_SEC.toLocaleString('en')} punches/s`,
          pass: appRate >= BUDGET_PER_SEC,
          measured: `${Math.round(appRate).toLocaleString('en')}/s`,
        },
        {
          label: 'nothing lost, nothing doubled (rows counted)',
          pass: lost === 0 && app.wrongAnswers + again.wrongAnswers === 0,
          measured: `${stored.rows} of ${expected}`,
        },
      ],
    };
  },
};
