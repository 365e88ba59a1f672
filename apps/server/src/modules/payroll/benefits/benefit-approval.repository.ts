import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';

/**
 * What the records' approval reads beside the record (ADR 54). Every statement names the company as
 * well as relying on RLS (ADR 18).
 */

export type RecordFacts = {
  employee_id: string | number;
  type_name: string;
  amount_kobo: string | number;
  name: string;
};

/** The type, amount and employee of a record, for its notification. */
export async function recordFacts(tx: Tx, companyId: number, id: number): Promise<RecordFacts | undefined> {
  const r = await tx.execute<RecordFacts>(sql`SELECT r.employee_id, t.name AS type_name, r.amount_kobo,
      concat_ws(' ', e.first_name, e.last_name) AS name
    FROM payroll_benefit_deductions r
    JOIN payroll_benefit_deduction_types t ON t.company_id = r.company_id AND t.id = r.type_id
    JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
    WHERE r.company_id = ${companyId} AND r.id = ${id}`);
  return r.rows[0];
}
