import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Job } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { APP_ROLE } from '../db/database.ts';
import type { RequestContext } from '../http/context.ts';
import { runAsTenant } from '../tenancy/tenant-work.ts';
import { finishJob, insertJob, markJobRunning, setJobProgress } from './jobs.repository.ts';
import { EVERY_MINUTE, queueEvery } from './minutely-ticks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue, for code that holds the app rather than its deps (main, tests). */
    jobs: JobQueue;
  }
}

/** What a tenant job's handler gets: its payload, progress reporting, and tenant transactions. */
export interface TenantJobRun<P> {
  readonly companyId: number;
  readonly jobId: number;
  readonly payload: P;
  /** 1 on the first run; a retry or a re-run after a crash counts up. */
  readonly attempt: number;
  /** No retry follows if this attempt fails: the job will be kept as failed. */
  readonly lastAttempt: boolean;
  readonly signal: AbortSignal;
  /** Runs `fn` in one transaction as the tenant and as the user who asked for the job, if any. */
  tenant<T>(fn: (ctx: RequestContext) => Promise<T>): Promise<T>;
  /** Records how far the job is (0 to 1) for GET /jobs/{id}; call it every few percent, not per row. */
  progress(fraction: number, message?: string): Promise<void>;
}

/**
 * A job that works on one tenant's data. Handlers must be idempotent: a job is run again after a
 * failure and after a crash, and may have done part of its work before.
 */
export interface TenantJobDefinition<P> {
  kind: string;
  /** Attempts after the first before the job is kept as failed. */
  retryLimit?: number;
  /** First retry delay; each further retry waits about twice as long. */
  retryDelaySeconds?: number;
  /** A running job whose process stopped beating this long is run again (a killed server). */
  heartbeatSeconds?: number;
  /** Jobs of this kind one instance runs at once. */
  concurrency?: number;
  /**
   * Whose rights `tenant()` runs with: the user who asked (an export sees what that user may see),
   * or the system (mail delivery needs no one's rights, and skips loading the user).
   */
  actor?: 'requester' | 'system';
  run(job: TenantJobRun<P>): Promise<unknown>;
}

/** A job that belongs to no tenant (clean-up across companies), usually on a schedule. */
export interface SystemJobDefinition {
  kind: string;
  /** Cron syntax; in `tz` when given (the server's UTC otherwise). */
  cron?: string;
  tz?: string;
  run(signal: AbortSignal): Promise<void>;
}

/** A typed handle on a defined kind, so `enqueue` checks the payload. */
export interface JobKind<P> {
  readonly kind: string;
  /** Phantom: carries the payload type only. */
  readonly payload?: P;
}

interface TenantJobData {
  companyId: number;
  /** Absent for a scheduled run: the worker records the job when it starts. */
  jobId?: number;
  userId?: number | null;
}

const DEFAULTS = { retryLimit: 3, retryDelaySeconds: 10, heartbeatSeconds: 30, concurrency: 2 };
const SCHEMA = 'pgboss';
const POLL_SECONDS = 2;

/**
 * The durable job queue (ADR 13): pg-boss keeps the queue in its own schema of the same database
 * (PostgreSQL, or the embedded PGlite through pg-boss's adapter), and holds only ids; the job's
 * payload, state, progress and error live in the tenant's `jobs` table under RLS. A job is queued in
 * the transaction of the change that asks for it, so it exists exactly when that change commits.
 */
export class JobQueue {
  private boss: PgBoss | undefined;
  private readonly tenantJobs = new Map<string, TenantJobDefinition<never>>();
  private readonly systemJobs = new Map<string, SystemJobDefinition>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    /** How often stalled jobs (a killed process's) are looked for; tests shorten it. */
    private readonly superviseIntervalSeconds = 15,
    /** Above 0, every-minute system jobs also run this often (minutely-ticks.ts says why). */
    private readonly minutelyJobsEverySeconds = 0,
  ) {}

  private readonly tickers: ReturnType<typeof setInterval>[] = [];

  defineTenantJob<P>(definition: TenantJobDefinition<P>): JobKind<P> {
    this.assertNew(definition.kind);
    this.tenantJobs.set(definition.kind, definition as TenantJobDefinition<never>);
    return { kind: definition.kind };
  }

  defineSystemJob(definition: SystemJobDefinition): void {
    this.assertNew(definition.kind);
    this.systemJobs.set(definition.kind, definition);
  }

  /**
   * Queues a job in the caller's transaction and returns its id for GET /jobs/{id}. `startAfterSeconds`
   * holds it back (a payment provider's outcome that arrives later, ADR 57).
   */
  async enqueue<P>(
    ctx: RequestContext,
    job: JobKind<P>,
    payload: P,
    options: { startAfterSeconds?: number } = {},
  ): Promise<number> {
    if (ctx.companyId === null) throw new Error('a tenant job needs a tenant');
    const boss = this.started();
    const jobId = await insertJob(ctx.tx, ctx.companyId, {
      kind: job.kind,
      payload,
      requestedByUserId: ctx.user?.id ?? null,
    });
    const data: TenantJobData = { companyId: ctx.companyId, jobId, userId: ctx.user?.id ?? null };
    const later = options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {};
    await boss.send(job.kind, data, { db: fromDrizzle(ctx.tx, sql), ...later });
    return jobId;
  }

  /** A recurring job for one company, at `cron` in the company's timezone (one schedule per company). */
  async scheduleForCompany<P>(companyId: number, job: JobKind<P>, cron: string, tz: string): Promise<void> {
    const data: TenantJobData = { companyId };
    await this.started().schedule(job.kind, cron, data, { tz, key: String(companyId) });
  }

  async start(): Promise<void> {
    const store = this.database.jobStore;
    const common = {
      schema: SCHEMA,
      useListenNotify: true,
      superviseIntervalSeconds: this.superviseIntervalSeconds,
      // A supervision pass waits for the longer of the two timers.
      monitorIntervalSeconds: this.superviseIntervalSeconds,
    };
    const boss =
      store.kind === 'pglite'
        ? new PgBoss({ ...common, db: fromPglite(store.client), backend: 'pglite' })
        : new PgBoss({ ...common, connectionString: store.ownerUrl, max: 4 });
    boss.on('error', (err: unknown) => this.log.error({ err }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    await this.grantQueueing();
    const existing = new Map((await boss.getQueues()).map((q) => [q.name, q]));
    for (const def of this.tenantJobs.values()) {
      const options = {
        retryLimit: def.retryLimit ?? DEFAULTS.retryLimit,
        retryDelay: def.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
        retryBackoff: true,
        heartbeatSeconds: def.heartbeatSeconds ?? DEFAULTS.heartbeatSeconds,
        notify: true,
      };
      // A new queue is created; an existing one is updated only when a release changed its options.
      // Each call is a locked transaction, and some 25 queues × 2 of them were most of every start.
      const queue = existing.get(def.kind);
      if (!queue) await boss.createQueue(def.kind, options);
      else if (!sameOptions(queue, options)) await boss.updateQueue(def.kind, options);
      await boss.work<TenantJobData>(
        def.kind,
        {
          localConcurrency: def.concurrency ?? DEFAULTS.concurrency,
          batchSize: 1,
          // NOTIFY wakes a worker for a new job at once; a retry coming due is found by this poll.
          notifyPollingIntervalSeconds: POLL_SECONDS,
        },
        async (batch) => {
          for (const job of batch) await this.runTenantJob(def, job);
        },
      );
    }
    for (const def of this.systemJobs.values()) {
      if (!existing.has(def.kind)) await boss.createQueue(def.kind, { retryLimit: 1, notify: true });
      await boss.work(def.kind, { batchSize: 1 }, async (batch) => {
        for (const job of batch) await def.run(job.signal);
      });
      if (def.cron) await boss.schedule(def.kind, def.cron, null, def.tz ? { tz: def.tz } : {});
      if (def.cron === EVERY_MINUTE && this.minutelyJobsEverySeconds > 0) {
        this.tickers.push(queueEvery(boss, def.kind, this.minutelyJobsEverySeconds, this.log));
      }
    }
  }

  async stop(): Promise<void> {
    for (const ticker of this.tickers.splice(0)) clearInterval(ticker);
    const boss = this.boss;
    this.boss = undefined;
    // Not graceful beyond a few seconds: a job cut short is run again (handlers are idempotent).
    await boss?.stop({ graceful: true, timeout: 5_000, close: true });
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('the job queue is not started');
    return this.boss;
  }

  private assertNew(kind: string): void {
    if (this.tenantJobs.has(kind) || this.systemJobs.has(kind))
      throw new Error(`job ${kind} is defined twice`);
    if (this.boss) throw new Error(`job ${kind} is defined after the queue started`);
  }

  /**
   * The app role queues jobs inside its own transactions, so it may insert into pg-boss's tables.
   * They hold ids only (company, job, user); every tenant's data stays behind RLS.
   */
  private async grantQueueing(): Promise<void> {
    const statements = [
      `GRANT USAGE ON SCHEMA ${SCHEMA} TO ${APP_ROLE}`,
      `GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA ${SCHEMA} TO ${APP_ROLE}`,
      `GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${SCHEMA} TO ${APP_ROLE}`,
      `ALTER DEFAULT PRIVILEGES IN SCHEMA ${SCHEMA} GRANT SELECT, INSERT ON TABLES TO ${APP_ROLE}`,
    ];
    for (const statement of statements) await this.database.owner.execute(sql.raw(statement));
  }

  private async runTenantJob(def: TenantJobDefinition<never>, job: Job<TenantJobData>): Promise<void> {
    const { companyId, userId } = job.data;
    const attempt = job.retryCount + 1;
    const retryLimit = def.retryLimit ?? DEFAULTS.retryLimit;
    const asSystem = (fn: (ctx: RequestContext) => Promise<void>) =>
      runAsTenant(this.database, companyId, { system: def.kind }, this.log, fn, `job-${job.id}`);
    let jobId = job.data.jobId;
    let payload: unknown;
    await asSystem(async (ctx) => {
      jobId ??= await insertJob(ctx.tx, companyId, { kind: def.kind, payload: {}, requestedByUserId: null });
      payload = await markJobRunning(ctx.tx, companyId, jobId, attempt);
    });
    if (jobId === undefined || payload === undefined) {
      // The company (and so the job record) is gone: nothing left to do.
      this.log.warn({ kind: def.kind, companyId, jobId }, 'job record not found; dropped');
      return;
    }
    const id = jobId;
    const run: TenantJobRun<never> = {
      companyId,
      jobId: id,
      payload: payload as never,
      attempt,
      lastAttempt: attempt > retryLimit,
      signal: job.signal,
      tenant: (fn) =>
        runAsTenant(
          this.database,
          companyId,
          userId && def.actor !== 'system' ? { userId } : { system: def.kind },
          this.log,
          fn,
          `job-${job.id}`,
        ),
      progress: (fraction, message) =>
        asSystem((ctx) =>
          setJobProgress(ctx.tx, companyId, id, Math.min(1, Math.max(0, fraction)), message ?? null),
        ),
    };
    try {
      const result = await def.run(run);
      await asSystem((ctx) =>
        finishJob(ctx.tx, companyId, id, { state: 'completed', result: result ?? null }),
      );
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const state = attempt > retryLimit ? 'failed' : 'retrying';
      this.log.error({ err, kind: def.kind, companyId, jobId: id, attempt }, `job ${state}`);
      await asSystem((ctx) => finishJob(ctx.tx, companyId, id, { state, error }));
      throw err;
    }
  }
}

/** Whether a stored queue already has the options a tenant job asks for. */
function sameOptions(queue: object, options: Record<string, number | boolean>): boolean {
  const stored = queue as Record<string, unknown>;
  return Object.entries(options).every(
    ([k, v]) => (typeof v === 'number' ? Number(stored[k]) : stored[k]) === v,
  );
}
