import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { expectRow } from '../db/rows.ts';

/** Today in the company's timezone: attendance and celebrations are local-day facts. */
export async function companyToday(
  tx: Tx,
  companyId: number,
): Promise<{ today: string; readable: string; day: string }> {
  const r = await tx.execute<{ today: string; readable: string; day: string }>(sql`
    SELECT to_char(now() AT TIME ZONE c.timezone, 'YYYY-MM-DD') AS today,
           trim(to_char(now() AT TIME ZONE c.timezone, 'FMDD FMMonth YYYY')) AS readable,
           trim(to_char(now() AT TIME ZONE c.timezone, 'FMDay')) AS day
    FROM companies c WHERE c.id = ${companyId}`);
  return expectRow(r.rows, "the company's today");
}
