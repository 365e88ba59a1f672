import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';

/** What a hire checks beside the organisation's own rules (ADR 67). */
export async function designationExists(tx: Tx, companyId: number, id: number): Promise<boolean> {
  const r = await tx.execute(
    sql`SELECT 1 FROM employee_designations WHERE company_id = ${companyId} AND id = ${id}`,
  );
  return r.rows.length > 0;
}

export async function jobRequestState(tx: Tx, companyId: number, id: number) {
  const r = await tx.execute<{
    remaining: number;
    status: string;
  }>(sql`SELECT remaining, status FROM job_requests
    WHERE company_id = ${companyId} AND id = ${id}`);
  const row = r.rows[0];
  return row ? { id, remaining: Number(row.remaining), status: String(row.status) } : null;
}
