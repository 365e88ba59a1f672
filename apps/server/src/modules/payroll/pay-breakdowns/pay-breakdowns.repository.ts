import { asc, eq } from 'drizzle-orm';
import type { PayBreakdown } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { payBreakdowns } from '../../../db/schema/index.ts';

/** The pay breakdown items (ADR 37). Every statement names the company as well as relying on RLS. */

export async function listPayBreakdowns(tx: Tx, companyId: number): Promise<PayBreakdown[]> {
  return tx
    .select({
      id: payBreakdowns.id,
      allowance_name: payBreakdowns.allowanceName,
      percentage: payBreakdowns.percentage,
    })
    .from(payBreakdowns)
    .where(eq(payBreakdowns.companyId, companyId))
    .orderBy(asc(payBreakdowns.id));
}

/** What a new item needs; the rest takes the table's defaults (percentage of salary, taxable). */
export type NewPayBreakdown = Pick<typeof payBreakdowns.$inferInsert, 'allowanceName' | 'code'> &
  Partial<Omit<typeof payBreakdowns.$inferInsert, 'companyId' | 'id' | 'allowanceName' | 'code'>>;

export async function insertPayBreakdowns(
  tx: Tx,
  companyId: number,
  items: readonly NewPayBreakdown[],
): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(payBreakdowns).values(items.map((item) => ({ ...item, companyId })));
}
