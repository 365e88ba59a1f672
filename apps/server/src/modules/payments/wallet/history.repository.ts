import { sql } from 'drizzle-orm';
import type { StatusChange } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';

/** The status history of pay-ins and transfers (view-single), one row per change. */
export type Subject = 'payin' | 'transfer';

export async function addHistory(
  tx: Tx,
  companyId: number,
  subject: Subject,
  subjectId: number,
  status: string,
  note: string | null,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO wallet_status_history (company_id, subject, subject_id, status, note)
    VALUES (${companyId}, ${subject}, ${subjectId}, ${status}, ${note})`);
}

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

/** The histories of several subjects at once, oldest change first. */
export async function historiesOf(
  tx: Tx,
  companyId: number,
  subject: Subject,
  ids: readonly number[],
): Promise<Map<number, StatusChange[]>> {
  const out = new Map<number, StatusChange[]>();
  if (ids.length === 0) return out;
  const r = await tx.execute<{
    subject_id: string | number;
    status: string;
    note: string | null;
    created_at: string | Date;
  }>(sql`
    SELECT subject_id, status, note, created_at FROM wallet_status_history
    WHERE company_id = ${companyId} AND subject = ${subject}
      AND subject_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
    ORDER BY created_at, id`);
  for (const row of r.rows) {
    const id = Number(row.subject_id);
    const list = out.get(id) ?? [];
    list.push({ status: row.status, note: row.note, at: iso(row.created_at) });
    out.set(id, list);
  }
  return out;
}
