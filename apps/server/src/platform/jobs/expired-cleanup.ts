import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { deleteExpiredCredentials } from '../auth/expired-credentials.repository.ts';
import { deleteExpired } from '../files/files.repository.ts';
import { deleteOldJobs } from './jobs.repository.ts';
import { deleteOldNotifications } from '../notifications/notifications.repository.ts';
import { allCompanyIds } from '../tenancy/companies.repository.ts';
import { runAsTenant } from '../tenancy/tenant-work.ts';

/**
 * Every hour, each company's expired exports (rows, then bytes on disk), dead credentials, old
 * finished jobs (30 days; failed ones 90) and old notifications (read: 90 days; any: a year) are deleted, one company per transaction as that tenant.
 * Safe to run twice: it deletes what is expired.
 */
export function defineExpiredCleanup(deps: AppDeps, log: FastifyBaseLogger): void {
  deps.jobs.defineSystemJob({
    kind: 'cleanup.expired',
    cron: '17 * * * *',
    run: () => cleanExpired(deps, log),
  });
}

export async function cleanExpired(
  deps: Pick<AppDeps, 'database' | 'files'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = new Date();
  for (const companyId of await allCompanyIds(deps.database.owner)) {
    try {
      await runAsTenant(deps.database, companyId, { system: 'cleanup.expired' }, log, async (ctx) => {
        const expired = await deleteExpired(ctx.tx, companyId, now);
        await deleteExpiredCredentials(ctx.tx, companyId, now);
        await deleteOldJobs(ctx.tx, companyId, now);
        await deleteOldNotifications(ctx.tx, companyId, now);
        // Bytes go only once the rows are gone for good: a rollback must not leave rows without files.
        ctx.afterCommit(async () => {
          for (const file of expired) await deps.files.remove(file.storageKey);
        });
      });
    } catch (err) {
      // One company's failure must not keep the others' expired data; the next hour tries again.
      log.error({ err, companyId }, 'clean-up of expired data failed');
    }
  }
}
