import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../../platform/deps.ts';
import type { Tx } from '../../../../platform/db/database.ts';
import { runAsTenant } from '../../../../platform/tenancy/tenant-work.ts';
import { OVERTIME_MODULE } from './overtime-records.repository.ts';
import {
  companiesWithUnsubmitted,
  deleteApprovalsOf,
  settledUnsubmitted,
} from './overtime-submission.repository.ts';

/** Records sent for approval per company and run; the rest wait for the next minute. */
export const SUBMIT_BATCH = 200;

const JOB = 'overtime.submit';

/**
 * Sends the engine's new overtime records through the approval engine (ADR 22, 38), every minute:
 * the engine computes records with the day facts and never submits them itself, so a record reaches
 * its approvers once its day is settled. Two system jobs of one cron run in no set order, so
 * settledness (not the order) keeps a record from being sent while its day is still being recomputed.
 */
export function defineOvertimeSubmission(deps: AppDeps, log: FastifyBaseLogger): void {
  deps.jobs.defineSystemJob({
    kind: JOB,
    cron: '* * * * *',
    run: async () => {
      await submitNewOvertime(deps, log);
    },
  });
}

/**
 * For each company, up to SUBMIT_BATCH settled pending records with no approval yet are submitted,
 * the record's employee as the requester (so no one approves their own). One transaction a company;
 * a company's failure is logged and retried next run. Returns how many were submitted.
 */
export async function submitNewOvertime(
  deps: Pick<AppDeps, 'database' | 'approvals'>,
  log: Pick<FastifyBaseLogger, 'error'>,
  batch = SUBMIT_BATCH,
): Promise<number> {
  let total = 0;
  for (const companyId of await companiesWithUnsubmitted(deps.database.owner)) {
    try {
      total += await runAsTenant(deps.database, companyId, { system: JOB }, log, async (ctx) => {
        const records = await settledUnsubmitted(ctx.tx, companyId, batch);
        for (const r of records) await deps.approvals.submit(ctx, OVERTIME_MODULE, r.id, r.employeeId);
        return records.length;
      });
    } catch (err) {
      log.error({ err, companyId }, 'overtime records could not be sent for approval');
    }
  }
  return total;
}

/**
 * For the overtime engine: call it in the transaction that deletes pending records (their overtime
 * vanished on a recompute), before or after the delete. Their approvals and the approvers' notices
 * about them go too. Returns how many approvals were removed.
 */
export function withdrawOvertimeApprovals(tx: Tx, companyId: number, recordIds: number[]): Promise<number> {
  return deleteApprovalsOf(tx, companyId, recordIds);
}
