import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../test/harness.ts';
import { runAsTenant } from '../tenancy/tenant-work.ts';
import { JobQueue } from './job-queue.ts';
import { defineCrashTestJob } from './crash-test-job.ts';

// A killed server loses no job: the job it was running stops beating, and another instance (or the
// same server started again) runs it again. Needs a second process on the same database, so it runs
// on PostgreSQL (CI's second run); the embedded database lives inside one process.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const log = pino({ level: 'silent' });
let t: TestApp;
let worker: ChildProcess | undefined;

describe.skipIf(!onPostgres)('a job whose server is killed', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    worker?.kill('SIGKILL');
    await t?.close();
  });

  it('is run again by the next server and completes', async () => {
    const store = t.database.jobStore;
    if (store.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const appUrl = new URL(store.ownerUrl);
    appUrl.username = 'clockroom_app';
    appUrl.password = '';
    worker = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'crash-worker.ts'),
        store.ownerUrl,
        appUrl.toString(),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      worker?.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
      worker?.on('exit', (code) => reject(new Error(`worker exited with ${code}`)));
    });

    // The app's own queue has no worker for this kind yet: only the child can take the job.
    const demo = await companyIdOf(t, 'demo');
    const admin = await login(t, 'admin@demo.example');
    const adminId = (await client(t, admin).get('/user')).json().data.id as number;
    const spare = new JobQueue(t.database, log, 2);
    const kind = defineCrashTestJob(spare);
    const jobId = await runAsTenant(t.database, demo, { userId: adminId }, log, (ctx) =>
      t.app.jobs.enqueue(ctx, kind, { label: 'payroll export' }),
    );
    const state = async () => (await client(t, admin).get(`/jobs/${jobId}`)).json().data;
    await expect
      .poll(async () => (await state()).progress_message, { timeout: 30_000 })
      .toBe('payroll export: half way');

    worker.kill('SIGKILL');
    await new Promise((resolve) => worker?.once('exit', resolve));
    expect((await state()).state).toBe('running');

    // "Start the server again": a new instance with the job's handler.
    await spare.start();
    try {
      await expect
        .poll(async () => (await state()).state, { timeout: 60_000, interval: 1000 })
        .toBe('completed');
      expect(await state()).toMatchObject({
        attempts: 2,
        result: { label: 'payroll export', finishedOnAttempt: 2 },
      });
    } finally {
      await spare.stop();
    }
  }, 120_000);
});
