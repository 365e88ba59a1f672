import type { Reconciliation } from '@clockroom/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { runAsTenant } from '../../../platform/tenancy/tenant-work.ts';
import { payments } from '../provider/provider-runtime.ts';
import { accountBalance } from './ledger.repository.ts';
import * as repo from './reconciliation.repository.ts';

export { lastReconciliation } from './reconciliation.repository.ts';

/**
 * The daily reconciliation (issue 21, ADR 57): the ledger's view of what the provider should hold
 * (the wallet's balance plus what is reserved for transfers not yet handed over) against the
 * provider's statement. The result is kept per day; a difference is flagged on the wallet page.
 */
export async function reconcile(tx: Tx, companyId: number): Promise<Reconciliation> {
  const ledgerKobo = (await accountBalance(tx, companyId, 'wallet')) + (await repo.unsentKobo(tx, companyId));
  const providerKobo = await payments().provider.statementBalance({ tx, companyId });
  await repo.saveReconciliation(tx, companyId, ledgerKobo, providerKobo);
  const last = await repo.lastReconciliation(tx, companyId);
  if (!last) throw new Error('the reconciliation was not stored');
  return last;
}

/** Once a day at 06:00 UTC (07:00 in Lagos), one company per transaction as that tenant. */
export function defineReconciliationJob(deps: AppDeps, log: FastifyBaseLogger): void {
  deps.jobs.defineSystemJob({
    kind: 'payments.reconcile',
    cron: '0 6 * * *',
    run: async () => {
      for (const companyId of await repo.companiesWithWallet(deps.database)) {
        try {
          await runAsTenant(deps.database, companyId, { system: 'payments.reconcile' }, log, (ctx) =>
            reconcile(ctx.tx, companyId),
          );
        } catch (err) {
          log.error({ err, companyId }, 'wallet reconciliation failed');
        }
      }
    },
  });
}
