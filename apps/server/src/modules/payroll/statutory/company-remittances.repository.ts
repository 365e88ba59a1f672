import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { rateText, type CompanyRemittance, type CompanyRemittanceValues } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { containing, selectedPage, rowFinder } from '../../../platform/db/paging.ts';
import { companyRemittances as t } from '../../../db/schema/index.ts';

/** Company remittances (spec 3 §7). Every statement names the company as well as relying on RLS. */

const answer = {
  id: t.id,
  name: t.name,
  code: t.code,
  rate: t.rate,
  base: t.base,
  min_headcount: t.minHeadcount,
  enabled: t.enabled,
  is_statutory: t.isStatutory,
};

type Selected = Omit<CompanyRemittance, 'rate' | 'base'> & { rate: string; base: string };
const toAnswer = (row: Selected): CompanyRemittance => ({
  ...row,
  rate: rateText(row.rate),
  base: row.base === 'pensionable' || row.base === 'basic' ? row.base : 'gross',
});

export async function listRemittances(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ results: CompanyRemittance[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(t.companyId, companyId)];
  if (search) {
    const like = containing(search);
    conditions.push(or(ilike(t.name, like), ilike(t.code, like)));
  }
  const where = and(...conditions);
  return selectedPage(
    tx,
    { columns: answer, from: t, where, order: [asc(t.id)] },
    { limit, offset },
    toAnswer,
  );
}

// scoping: rowFinder reads the row in the company its caller names (selectedRow).
export const findRemittance = rowFinder({ columns: answer, from: t }, toAnswer);

const columns = (v: CompanyRemittanceValues, base: string) => ({
  name: v.name,
  code: v.code,
  rate: v.rate,
  base,
  minHeadcount: v.min_headcount,
  enabled: v.enabled,
});

export async function insertRemittance(
  tx: Tx,
  companyId: number,
  v: CompanyRemittanceValues,
): Promise<number> {
  const [row] = await tx
    .insert(t)
    .values({ ...columns(v, v.base ?? 'gross'), companyId, isStatutory: false })
    .returning({ id: t.id });
  if (!row) throw new Error('company remittance insert returned no row');
  return row.id;
}

export async function updateRemittance(
  tx: Tx,
  companyId: number,
  id: number,
  v: CompanyRemittanceValues & { base: string },
): Promise<void> {
  await tx
    .update(t)
    .set({ ...columns(v, v.base), updatedAt: new Date() })
    .where(and(eq(t.companyId, companyId), eq(t.id, id)));
}

export async function deleteRemittance(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(t).where(and(eq(t.companyId, companyId), eq(t.id, id)));
}
