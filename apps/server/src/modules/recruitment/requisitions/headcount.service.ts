import type { Tx } from '../../../platform/db/database.ts';
import { afterHire, type JobRequestStatus } from './requisition-rules.ts';
import * as repo from './headcount.repository.ts';

export type HeadcountResult =
  | { jobRequestId: number; remaining: number; status: JobRequestStatus }
  | { jobRequestId: number; refused: 'not-found' | 'not-approved' | 'no-places-left' };

/**
 * One hire against a job request (issue 24: "the requisition's headcount counts down and it is
 * `filled` at zero"). Locks the request; only an approved one with places left counts down, else
 * nothing changes and the refusal says why. Filled, its published postings close unless the default
 * posting setting says otherwise (`close_when_filled`). Call it in the hire's transaction.
 */
export async function countDownHeadcount(
  tx: Tx,
  companyId: number,
  jobRequestId: number,
): Promise<HeadcountResult> {
  const row = await repo.lockHeadcount(tx, companyId, jobRequestId);
  if (!row) return { jobRequestId, refused: 'not-found' };
  const next = afterHire(row.status, row.remaining);
  if ('refused' in next) return { jobRequestId, refused: next.refused };
  await repo.setHeadcount(tx, companyId, jobRequestId, next.remaining, next.status);
  if (next.status === 'filled') await repo.closeFilledPostings(tx, companyId, jobRequestId);
  return { jobRequestId, ...next };
}
