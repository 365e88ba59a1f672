import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { pgArray } from '../db/pg-array.ts';

/** The tables of the subjects money follows (fallback-subject.ts). */
type FallbackTable = 'payroll_allowance_claims' | 'payroll_benefit_deductions' | 'payroll_loans';

/**
 * What those tables are asked alike, each row read as `alias`: whether the approval engine governs
 * a row (it has a request that was not withdrawn), which of some ids it governs, and the reason an
 * engine rejection leaves on the rows it rejected (the engine's subject hook has no reason).
 */
export function fallbackRows(module: string, table: FallbackTable, alias: string) {
  const t = sql.raw(`${table} ${alias}`);
  const a = sql.raw(alias);
  // scoping: a fragment tied to the row `alias`, which every caller filters by company
  const governed: SQL = sql`EXISTS (SELECT 1 FROM approval_requests q WHERE q.company_id = ${a}.company_id
    AND q.module = ${module} AND q.subject_id = ${a}.id AND q.status <> 'withdrawn')`;
  return {
    governed,
    async governedIds(tx: Tx, companyId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const r = await tx.execute<{ id: string | number }>(sql`SELECT ${a}.id FROM ${t}
        WHERE ${a}.company_id = ${companyId} AND ${a}.id = ANY(${pgArray(ids)}::bigint[]) AND ${governed}`);
      return new Set(r.rows.map((row) => Number(row.id)));
    },
    async setRejectionReason(tx: Tx, companyId: number, ids: readonly number[], reason: string) {
      if (ids.length === 0) return;
      await tx.execute(sql`UPDATE ${t} SET rejection_reason = ${reason}
        WHERE ${a}.company_id = ${companyId} AND ${a}.id = ANY(${pgArray(ids)}::bigint[])
        AND ${a}.status = 'rejected'`);
    },
  };
}
