import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { runAsTenant } from '../../../platform/tenancy/tenant-work.ts';
import { drainDirty } from './day-facts.service.ts';
import { companiesWithQueuedDays } from './dirty.repository.ts';

/**
 * Keeps day facts current between reads (ADR 25): every minute, each company's queued employee-days
 * are recomputed, one company per transaction as that tenant. Reports and the dashboard drain the
 * queue themselves before reading, so this only keeps them fast; a run that fails leaves the queue
 * for the next one or the next read.
 */
export function defineAttendanceRecompute(deps: AppDeps, log: FastifyBaseLogger): void {
  deps.jobs.defineSystemJob({
    kind: 'attendance.recompute',
    cron: '* * * * *',
    run: async () => {
      await recomputeQueuedDays(deps, log);
    },
  });
}

export async function recomputeQueuedDays(
  deps: Pick<AppDeps, 'database'>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<number> {
  let total = 0;
  for (const companyId of await companiesWithQueuedDays(deps.database.owner)) {
    try {
      total += await runAsTenant(deps.database, companyId, { system: 'attendance.recompute' }, log, (ctx) =>
        drainDirty(ctx.tx, companyId),
      );
    } catch (err) {
      log.error({ err, companyId }, 'attendance day facts could not be recomputed');
    }
  }
  return total;
}
