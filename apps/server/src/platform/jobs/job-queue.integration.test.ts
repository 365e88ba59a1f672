import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../test/harness.ts';
import { runAsTenant } from '../tenancy/tenant-work.ts';
import { JobQueue, type JobKind } from './job-queue.ts';

// A second queue beside the app's own, on the same database, as a second server instance would be:
// it defines test jobs, and GET /jobs/{id} on the app reads what it records.
const log = pino({ level: 'silent' });
let t: TestApp;
let queue: JobQueue;
let demo: number;
let admin: string;
let employee: string;
let attemptsSeen = 0;
let minutelyRuns = 0;
let counted: JobKind<{ rows: number }>;
let flaky: JobKind<{ failTimes: number }>;
let broken: JobKind<Record<string, never>>;
let whoAmI: JobKind<Record<string, never>>;

beforeAll(async () => {
  t = await createTestApp();
  // Every-minute system jobs also every second here (the browser journeys' servers use 10 s).
  queue = new JobQueue(t.database, log, 2, 1);
  counted = queue.defineTenantJob<{ rows: number }>({
    kind: 'test.counted',
    async run(job) {
      for (let done = 1; done <= job.payload.rows; done++) {
        await job.progress(done / job.payload.rows, `${done} of ${job.payload.rows} rows`);
      }
      return { rows: job.payload.rows };
    },
  });
  flaky = queue.defineTenantJob<{ failTimes: number }>({
    kind: 'test.flaky',
    retryLimit: 2,
    retryDelaySeconds: 1,
    async run(job) {
      attemptsSeen = job.attempt;
      if (job.attempt <= job.payload.failTimes) throw new Error(`attempt ${job.attempt} failed`);
      return { attempt: job.attempt };
    },
  });
  broken = queue.defineTenantJob<Record<string, never>>({
    kind: 'test.broken',
    retryLimit: 1,
    retryDelaySeconds: 1,
    run: () => Promise.reject(new Error('the report template is missing')),
  });
  whoAmI = queue.defineTenantJob<Record<string, never>>({
    kind: 'test.who-am-i',
    run: (job) => job.tenant(async (ctx) => ({ email: ctx.user?.email ?? null, company: ctx.companyId })),
  });
  queue.defineSystemJob({
    kind: 'test.minutely',
    cron: '* * * * *',
    run: () => {
      minutelyRuns += 1;
      return Promise.resolve();
    },
  });
  await queue.start();
  demo = await companyIdOf(t, 'demo');
  admin = await login(t, 'admin@demo.example');
  employee = await login(t, 'employee@demo.example');
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

/** Queues a job as the admin would from a request: in a tenant transaction, as that user. */
async function enqueueAsAdmin<P>(kind: JobKind<P>, payload: P): Promise<number> {
  const adminUserId = (await client(t, admin).get('/user')).json().data.id as number;
  return runAsTenant(t.database, demo, { userId: adminUserId }, log, (ctx) =>
    queue.enqueue(ctx, kind, payload),
  );
}

async function waitForState(id: number, state: string, token = admin) {
  await expect
    .poll(async () => (await client(t, token).get(`/jobs/${id}`)).json().data?.state, { timeout: 30_000 })
    .toBe(state);
  return (await client(t, token).get(`/jobs/${id}`)).json().data;
}

describe('job queue', () => {
  it('runs a job as its tenant and reports progress and result', async () => {
    const id = await enqueueAsAdmin(counted, { rows: 4 });
    const job = await waitForState(id, 'completed');
    expect(job).toMatchObject({
      kind: 'test.counted',
      progress: 1,
      attempts: 1,
      error: null,
      result: { rows: 4 },
    });
    expect(job.progress_message).toBe('4 of 4 rows');
    expect(job.finished_at).not.toBeNull();
  });

  it('runs tenant() as the user who asked for the job', async () => {
    const id = await enqueueAsAdmin(whoAmI, {});
    const job = await waitForState(id, 'completed');
    expect(job.result).toEqual({ email: 'admin@demo.example', company: demo });
  });

  it('retries a failing job with back-off and completes it', async () => {
    const id = await enqueueAsAdmin(flaky, { failTimes: 1 });
    const job = await waitForState(id, 'completed');
    expect(job.attempts).toBe(2);
    expect(attemptsSeen).toBe(2);
  });

  it('keeps a job that still fails with its error, and lists it for the admin', async () => {
    const id = await enqueueAsAdmin(broken, {});
    const job = await waitForState(id, 'failed');
    expect(job.error).toBe('the report template is missing');
    expect(job.attempts).toBe(2);
    const failed = await client(t, admin).get('/jobs?state=failed');
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data.results.map((j: { id: number }) => j.id)).toContain(id);
  });

  it('is the tenant’s own: another company and other users get a 404, the list needs its permission', async () => {
    const id = await enqueueAsAdmin(counted, { rows: 1 });
    await waitForState(id, 'completed');
    const acme = await login(t, 'admin@acme.example', 'acme');
    expect((await client(t, acme).get(`/jobs/${id}`)).statusCode).toBe(404);
    expect((await client(t, employee).get(`/jobs/${id}`)).statusCode).toBe(404);
    expect((await client(t, employee).get('/jobs')).statusCode).toBe(403);
    expect((await client(t, admin).get('/jobs/999999999')).statusCode).toBe(404);
    expect((await client(t, admin).get('/jobs/abc')).statusCode).toBe(422);
  });

  it('queues nothing when the transaction that asked for it rolls back', async () => {
    const before = (await client(t, admin).get('/jobs?per_page=100')).json().data.total as number;
    const adminUserId = (await client(t, admin).get('/user')).json().data.id as number;
    await expect(
      runAsTenant(t.database, demo, { userId: adminUserId }, log, async (ctx) => {
        await queue.enqueue(ctx, counted, { rows: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await client(t, admin).get('/jobs?per_page=100')).json().data.total).toBe(before);
  });

  it('also runs an every-minute system job at the shorter interval it was given', async () => {
    // The cron fires at most once a minute, so three runs within 15 s are the interval's.
    await expect.poll(() => minutelyRuns, { timeout: 15_000, interval: 250 }).toBeGreaterThanOrEqual(3);
  });
});
