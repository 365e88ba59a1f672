import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';

/**
 * What the package preview reads beside the package and the statutory tables (ADR 44): the company's
 * NHF default, for an employee who has not said, and its headcount, from which ITF is due.
 */
export async function companyPayFacts(
  tx: Tx,
  companyId: number,
): Promise<{ nhfDefault: boolean; headcount: number }> {
  const r = await tx.execute<{ nhf_default: boolean; headcount: string | number }>(sql`
    SELECT c.nhf_default,
           (SELECT count(*) FROM employees e WHERE e.company_id = c.id AND e.archived_at IS NULL) AS headcount
    FROM companies c WHERE c.id = ${companyId}`);
  const row = r.rows[0];
  return { nhfDefault: row?.nhf_default ?? true, headcount: Number(row?.headcount ?? 0) };
}
