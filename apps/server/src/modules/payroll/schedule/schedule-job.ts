import type { SalaryScheduleFilter } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { ActingContext, RequestContext } from '../../../platform/http/context.ts';
import type { JobKind } from '../../../platform/jobs/job-queue.ts';
import { managedBranchIds } from '../../../platform/auth/branch-scope.ts';
import { finishRun, RUN_CHUNK, runChunk } from './schedule-run.ts';
import { employeesInScope } from './schedule-scope.repository.ts';
import { periodOf } from './schedule-period.ts';

/** What a queued run keeps: the filter as asked (the scope is read again as the requester). */
export interface ScheduleRunPayload {
  filter: SalaryScheduleFilter;
}

export const SCHEDULE_RUN_JOB = 'payroll.schedule-run';

function acting(ctx: RequestContext): ActingContext {
  if (!ctx.user || ctx.companyId === null) throw new Error('a payroll run runs as the user who asked for it');
  return ctx as ActingContext;
}

/**
 * A large run (ADR 41) as a tenant job with progress: the scope is read once, then each chunk of
 * RUN_CHUNK employees is computed and stored in its own transaction, then the finish. Idempotent:
 * a retry, or a re-run after the server was killed, recomputes every chunk and rewrites the open
 * rows in place through the (company, employee, year, month) key, so no row is ever doubled.
 */
export function defineScheduleRunJob(deps: Pick<AppDeps, 'jobs'>): JobKind<ScheduleRunPayload> {
  return deps.jobs.defineTenantJob<ScheduleRunPayload>({
    kind: SCHEDULE_RUN_JOB,
    retryLimit: 2,
    // A chunk can take seconds on a busy machine; a beat missed that long means the process died.
    heartbeatSeconds: 60,
    concurrency: 1,
    async run(job) {
      const { filter } = job.payload;
      const period = periodOf(filter.year, filter.month);
      const scopeOf = (ctx: ActingContext) => ({ filter, managed: managedBranchIds(ctx) });
      const employees = await job.tenant(async (c) => {
        const ctx = acting(c);
        return employeesInScope(ctx.tx, ctx.companyId, scopeOf(ctx), period);
      });
      const paid: number[] = [];
      for (let i = 0; i < employees.length; i += RUN_CHUNK) {
        if (job.signal.aborted) throw new Error('the payroll run was stopped');
        const chunk = employees.slice(i, i + RUN_CHUNK);
        paid.push(...(await job.tenant((c) => runChunk(c.tx, acting(c).companyId, period, chunk))));
        const done = Math.min(employees.length, i + RUN_CHUNK);
        await job.progress(done / (employees.length + 1), `${done} of ${employees.length} employees`);
      }
      await job.tenant(async (c) => {
        const ctx = acting(c);
        await finishRun(ctx, scopeOf(ctx), period, paid);
      });
      return { year: filter.year, month: filter.month, employees: paid.length };
    },
  });
}
