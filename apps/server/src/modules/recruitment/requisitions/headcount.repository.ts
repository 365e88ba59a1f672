import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import type { JobRequestStatus } from './requisition-rules.ts';

/** The statements of a hire's countdown (headcount.service.ts; ADR 66). */

/** The request's status and places left, locked for the countdown; null when not the company's. */
export async function lockHeadcount(tx: Tx, companyId: number, jobRequestId: number) {
  const r = await tx.execute<{ status: JobRequestStatus; remaining: number }>(sql`SELECT status, remaining
    FROM job_requests WHERE company_id = ${companyId} AND id = ${jobRequestId} FOR UPDATE`);
  const row = r.rows[0];
  return row ? { status: row.status, remaining: Number(row.remaining) } : null;
}

export async function setHeadcount(
  tx: Tx,
  companyId: number,
  jobRequestId: number,
  remaining: number,
  status: JobRequestStatus,
) {
  await tx.execute(sql`UPDATE job_requests SET remaining = ${remaining}, status = ${status}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${jobRequestId}`);
}

/**
 * A filled request's published postings close (closing date yesterday, in the company's zone) unless
 * the default posting setting says `close_when_filled: false`.
 */
export async function closeFilledPostings(tx: Tx, companyId: number, jobRequestId: number) {
  const s = await tx.execute<{
    close: boolean;
  }>(sql`SELECT close_when_filled AS close FROM job_posting_settings
    WHERE company_id = ${companyId} AND is_default`);
  if (s.rows[0] && !s.rows[0].close) return;
  await tx.execute(sql`UPDATE job_postings p SET
      closing_date = (now() AT TIME ZONE c.timezone)::date - 1, updated_at = now()
    FROM companies c
    WHERE c.id = p.company_id AND p.company_id = ${companyId} AND p.job_request_id = ${jobRequestId}
      AND p.status = 'published'
      AND (p.closing_date IS NULL OR p.closing_date >= (now() AT TIME ZONE c.timezone)::date)`);
}
