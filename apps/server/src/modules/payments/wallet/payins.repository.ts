import { sql, type SQL } from 'drizzle-orm';
import { koboToNaira, type Payin, type PayinListFilter, type PayinStatus } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { filteredRows } from '../../../platform/db/paging.ts';
import { historiesOf } from './history.repository.ts';
import { newReference } from './transfers.repository.ts';

/** Pay-ins (top-ups) as rows (ADR 57); each statement names its company as well as relying on RLS. */

type Raw = {
  id: string | number;
  reference: string;
  amount_kobo: string | number;
  status: PayinStatus;
  created_by: string | null;
  created_at: string | Date;
  settled_at: string | Date | null;
};

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

export async function insertPayin(
  tx: Tx,
  companyId: number,
  v: { provider: string; amountKobo: number; userId: number | null },
): Promise<{ id: number; reference: string }> {
  const reference = newReference(companyId, 'P');
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO wallet_payins (company_id, reference, provider, amount_kobo, created_by_user_id)
    VALUES (${companyId}, ${reference}, ${v.provider}, ${v.amountKobo}, ${v.userId}) RETURNING id`);
  return { id: Number(r.rows[0]?.id), reference };
}

export async function lockPayinByReference(tx: Tx, companyId: number, reference: string) {
  const r = await tx.execute<{ id: string | number; status: PayinStatus; amount_kobo: string | number }>(sql`
    SELECT id, status, amount_kobo FROM wallet_payins
    WHERE company_id = ${companyId} AND reference = ${reference} FOR UPDATE`);
  const row = r.rows[0];
  return row ? { id: Number(row.id), status: row.status, amountKobo: Number(row.amount_kobo) } : undefined;
}

/** Settles a pay-in with what actually arrived (a company may pay a little more or less). */
export async function settlePayin(tx: Tx, companyId: number, id: number, amountKobo: number): Promise<void> {
  await tx.execute(sql`
    UPDATE wallet_payins SET status = 'settled', amount_kobo = ${amountKobo}, settled_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

// scoping: a fragment; the callers add `WHERE p.company_id = …`.
const select = sql`
  SELECT p.id, p.reference, p.amount_kobo, p.status, p.created_at, p.settled_at,
    NULLIF(concat_ws(' ', e.first_name, e.last_name), '') AS created_by
  FROM wallet_payins p
  LEFT JOIN users u ON u.company_id = p.company_id AND u.id = p.created_by_user_id
  LEFT JOIN employees e ON e.company_id = u.company_id AND e.id = u.employee_id`;

function where(companyId: number, f: PayinListFilter): SQL {
  const like = f.search_query ? `%${f.search_query}%` : null;
  return sql`p.company_id = ${companyId}
    ${f.status ? sql`AND p.status = ${f.status}` : sql``}
    ${f.from ? sql`AND p.created_at >= ${f.from}::date` : sql``}
    ${f.to ? sql`AND p.created_at < ${f.to}::date + 1` : sql``}
    ${like ? sql`AND p.reference ILIKE ${like}` : sql``}`;
}

async function withHistory(tx: Tx, companyId: number, rows: Raw[]): Promise<Payin[]> {
  const histories = await historiesOf(
    tx,
    companyId,
    'payin',
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    reference: r.reference,
    amount: koboToNaira(Number(r.amount_kobo)),
    status: r.status,
    created_by: r.created_by,
    created_at: iso(r.created_at),
    settled_at: r.settled_at === null ? null : iso(r.settled_at),
    history: histories.get(Number(r.id)) ?? [],
  }));
}

export async function listPayins(
  tx: Tx,
  companyId: number,
  f: PayinListFilter,
  limit: number,
  offset: number,
) {
  const order = sql`p.created_at DESC, p.id DESC`;
  const q = { select, from: sql`wallet_payins p`, where: where(companyId, f), order, limit, offset };
  return filteredRows(tx, q, (rows: Raw[]) => withHistory(tx, companyId, rows));
}

export async function findPayin(tx: Tx, companyId: number, id: number): Promise<Payin | undefined> {
  const r = await tx.execute<Raw>(sql`${select} WHERE p.company_id = ${companyId} AND p.id = ${id}`);
  return (await withHistory(tx, companyId, r.rows))[0];
}
