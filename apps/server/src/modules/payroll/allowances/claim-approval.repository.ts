import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';

/**
 * What the claims' approval reads beside the claim (ADR 45). Every statement names the company as
 * well as relying on RLS (ADR 18).
 */

export type ClaimFacts = {
  employee_id: string | number;
  title: string;
  amount_kobo: string | number;
  name: string;
};

/** The claimant, title and amount of a claim, for its notification and its pay month. */
export async function claimFacts(tx: Tx, companyId: number, id: number): Promise<ClaimFacts | undefined> {
  const r = await tx.execute<ClaimFacts>(sql`SELECT c.employee_id, c.title, c.amount_kobo,
      concat_ws(' ', e.first_name, e.last_name) AS name
    FROM payroll_allowance_claims c JOIN employees e ON e.company_id = c.company_id AND e.id = c.employee_id
    WHERE c.company_id = ${companyId} AND c.id = ${id}`);
  return r.rows[0];
}
