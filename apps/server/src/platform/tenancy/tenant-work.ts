import type { FastifyBaseLogger } from 'fastify';
import type { Database, FirstReadRows, Tx } from '../db/database.ts';
import { createContext, type RequestContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { loadSessionUser } from '../auth/session.repository.ts';

/**
 * The one way work runs against tenant data, inside a request or outside one (jobs, device ingest,
 * schedules): one transaction as the app role, the tenant bound with SET LOCAL, the same context
 * (audit, after-commit tasks), commit, then the after-commit tasks (ADR 13).
 */
export interface TenantWorkOptions {
  requestId: string;
  ip: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Bound as the transaction opens. For a request it comes from the token and is not yet trusted. */
  tenant?: number | undefined;
  /** A trusted read run in the opening round trip (the route guard's token lookup). */
  firstRead?: string | undefined;
  /** The work only reads: it may run without BEGIN/COMMIT, and its tenant is fixed (ADR 21). */
  readOnly?: boolean | undefined;
}

export async function runTenantWork<T>(
  database: Database,
  options: TenantWorkOptions,
  fn: (ctx: RequestContext, firstRead: FirstReadRows) => Promise<T>,
): Promise<T> {
  let deferred: AppError | undefined;
  let tasks: (() => Promise<void> | void)[] = [];
  const result = await database.transaction(
    async (tx: Tx, firstRead) => {
      const ctx = createContext(
        tx,
        options.requestId,
        options.ip,
        options.tenant,
        options.readOnly === true && options.tenant !== undefined,
      );
      tasks = ctx.commitTasks;
      try {
        return await fn(ctx, firstRead);
      } catch (err) {
        // A failure that must still be recorded (a wrong password counts towards the lockout):
        // commit what was written, then report the error.
        if (err instanceof AppError && err.commit) {
          deferred = err;
          return undefined;
        }
        throw err;
      }
    },
    options.tenant !== undefined || options.firstRead
      ? { tenant: options.tenant, firstRead: options.firstRead, readOnly: options.readOnly }
      : undefined,
  );
  for (const task of tasks) {
    try {
      await task();
    } catch (err) {
      options.log.error({ err }, 'after-commit task failed');
    }
  }
  if (deferred) throw deferred;
  return result as T;
}

/** Who work outside a request acts as: a user (a job someone asked for) or the system itself. */
export type Actor = { userId: number } | { system: string };

/**
 * Runs `fn` as one tenant outside HTTP. With a user actor, the context carries that user as a
 * request would (permissions, managed branches, audit name); a user who no longer exists fails the
 * work rather than running it with no one's rights.
 */
export async function runAsTenant<T>(
  database: Database,
  companyId: number,
  actor: Actor,
  log: Pick<FastifyBaseLogger, 'error'>,
  fn: (ctx: RequestContext) => Promise<T>,
  requestId = `job-${companyId}-${Date.now().toString(36)}`,
): Promise<T> {
  if (!Number.isSafeInteger(companyId)) throw new Error('tenant must be an integer');
  return runTenantWork(database, { requestId, ip: 'system', log, tenant: companyId }, async (ctx) => {
    await ctx.useCompany(companyId);
    if ('userId' in actor) {
      const user = await loadSessionUser(ctx.tx, companyId, actor.userId);
      if (!user) throw new Error(`user ${actor.userId} of company ${companyId} no longer exists`);
      ctx.user = user;
    } else {
      ctx.systemActor = actor.system;
    }
    return fn(ctx);
  });
}
