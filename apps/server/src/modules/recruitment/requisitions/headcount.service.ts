import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { afterHire, type JobRequestStatus } from './requisition-rules.ts';

export type HeadcountResult =
  | { jobRequestId: number; remaining: number; status: JobRequestStatus }
  | { jobRequestId: number; refused: 'not-found' | 'not-approved' | 'no-places-left' };

/**
 * One hire against a job request (issue 24: "the requisition's headcount counts down and it is
 * `filled` at zero"). Locks the request; only an approved one with places left counts down, else
 * nothing changes and the refusal says why. Filled, its published postings close (their closing
 * date becomes yesterday) unless the default posting setting says otherwise (`close_when_filled`).
 */
export async function countDownHeadcount(tx: Tx, companyId: number, jobRequestId: number): Promise<HeadcountResult> {
  const r = await tx.execute<{ status: JobRequestStatus; remaining: number }>(sql`SELECT status, remaining
    FROM job_requests WHERE company_id = ${companyId} AND id = ${jobRequestId} FOR UPDATE`);
  const row = r.rows[0];
  if (!row) return { jobRequestId, refused: 'not-found' };
  const next = afterHire(row.status, Number(row.remaining));
  if ('refused' in next) return { jobRequestId, refused: next.refused };
  await tx.execute(sql`UPDATE job_requests SET remaining = ${next.remaining}, status = ${next.status}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${jobRequestId}`);
  if (next.status === 'filled') await closeFilledPostings(tx, companyId, jobRequestId);
  return { jobRequestId, ...next };
}

async function closeFilledPostings(tx: Tx, companyId: number, jobRequestId: number) {
  const s = await tx.execute<{ close: boolean }>(sql`SELECT close_when_filled AS close FROM job_posting_settings
    WHERE company_id = ${companyId} AND is_default`);
  if (s.rows[0] && !s.rows[0].close) return;
  await tx.execute(sql`UPDATE job_postings p SET
      closing_date = (now() AT TIME ZONE c.timezone)::date - 1, updated_at = now()
    FROM companies c
    WHERE c.id = p.company_id AND p.company_id = ${companyId} AND p.job_request_id = ${jobRequestId}
      AND p.status = 'published'
      AND (p.closing_date IS NULL OR p.closing_date >= (now() AT TIME ZONE c.timezone)::date)`);
}
