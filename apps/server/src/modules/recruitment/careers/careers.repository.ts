import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import type { AttemptStore } from './rate-limit.ts';

/**
 * The careers pages' reads before anyone is signed in: which company a public identifier names
 * (through the SECURITY DEFINER look-up sign-in uses, which answers the id alone), then that
 * company's public face, under its own tenant binding. And the careers form's attempts.
 */
export async function companyIdForSlug(tx: Tx, slug: string): Promise<number | null> {
  const r = await tx.execute<{ id: number | string | null }>(sql`SELECT company_id_for_slug(${slug}) AS id`);
  const id = r.rows[0]?.id;
  return id === null || id === undefined ? null : Number(id);
}

export async function companyFace(tx: Tx, companyId: number): Promise<{ name: string; slug: string } | null> {
  const r = await tx.execute<{ company_name: string; slug: string }>(
    sql`SELECT company_name, slug FROM companies WHERE id = ${companyId}`,
  );
  const row = r.rows[0];
  return row ? { name: row.company_name, slug: row.slug } : null;
}

/** Attempts in the database (ADR 67): the lock is a transaction-scoped advisory lock on the key. */
export function attemptStore(tx: Tx, companyId: number): AttemptStore {
  return {
    lock: async (key) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`careers:${companyId}:${key}`}, 0))`,
      );
    },
    countByIp: async (ipHash, since) => {
      const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM career_application_attempts
        WHERE company_id = ${companyId} AND ip_hash = ${ipHash} AND created_at > ${since.toISOString()}::timestamptz`);
      return Number(r.rows[0]?.n ?? 0);
    },
    countByEmail: async (postingId, emailHash, since) => {
      const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM career_application_attempts
        WHERE company_id = ${companyId} AND job_posting_id = ${postingId} AND email_hash = ${emailHash}
          AND created_at > ${since.toISOString()}::timestamptz`);
      return Number(r.rows[0]?.n ?? 0);
    },
    record: async (a) => {
      // Older attempts count towards nothing: pruned as new ones come, so the table stays small.
      await tx.execute(sql`DELETE FROM career_application_attempts
        WHERE company_id = ${companyId} AND created_at < now() - interval '2 days'`);
      const r = await tx.execute<{
        id: number | string;
      }>(sql`INSERT INTO career_application_attempts (company_id, ip_hash, job_posting_id)
        VALUES (${companyId}, ${a.ipHash}, ${a.postingId}) RETURNING id`);
      return Number(r.rows[0]?.id);
    },
    accept: async (attemptId, emailHash) => {
      await tx.execute(sql`UPDATE career_application_attempts SET email_hash = ${emailHash}
        WHERE company_id = ${companyId} AND id = ${attemptId}`);
    },
  };
}
