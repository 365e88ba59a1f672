import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';

/**
 * Which requisitions and postings a signed-in person may see and act on (recruiter settings, ADR 66).
 * Someone who is not a recruiter, or a recruiter with `all_access`, is held only by their
 * permissions (`null`); a recruiter otherwise sees the requisitions assigned to them, and the
 * postings assigned to them or made from those requisitions. Candidates follow their postings.
 */
export type RecruiterScope = null | { recruiterId: number; jobRequestIds: number[]; jobPostingIds: number[] };

export async function recruiterScope(tx: Tx, companyId: number, employeeId: number): Promise<RecruiterScope> {
  const r = await tx.execute<{
    id: number | string;
    all_access: boolean;
  }>(sql`SELECT id, all_access FROM recruiters
    WHERE company_id = ${companyId} AND employee_id = ${employeeId}`);
  const row = r.rows[0];
  if (!row || row.all_access) return null;
  const recruiterId = Number(row.id);
  const requests = await tx.execute<{
    id: number | string;
  }>(sql`SELECT job_request_id AS id FROM recruiter_job_requests
    WHERE company_id = ${companyId} AND recruiter_id = ${recruiterId}`);
  const jobRequestIds = requests.rows.map((x) => Number(x.id));
  const postings = await tx.execute<{ id: number | string }>(sql`SELECT jp.id FROM job_postings jp
    WHERE jp.company_id = ${companyId} AND (
      jp.id IN (SELECT job_posting_id FROM recruiter_job_postings WHERE company_id = ${companyId} AND recruiter_id = ${recruiterId})
      OR jp.job_request_id = ANY(${pgArray(jobRequestIds)}::bigint[]))`);
  return { recruiterId, jobRequestIds, jobPostingIds: postings.rows.map((x) => Number(x.id)) };
}

/** `AND <column> = ANY(ids)` for a limited scope, nothing for an unlimited one. */
export function scopeCondition(
  scope: RecruiterScope,
  column: SQL,
  which: 'jobRequestIds' | 'jobPostingIds',
): SQL {
  return scope ? sql`AND ${column} = ANY(${pgArray(scope[which])}::bigint[])` : sql``;
}

/** A posting created by a limited recruiter is theirs to see (else it would vanish from their list). */
export async function giveToRecruiter(tx: Tx, companyId: number, scope: RecruiterScope, postingId: number) {
  if (!scope) return;
  await tx.execute(sql`INSERT INTO recruiter_job_postings (company_id, recruiter_id, job_posting_id)
    VALUES (${companyId}, ${scope.recruiterId}, ${postingId}) ON CONFLICT DO NOTHING`);
}
