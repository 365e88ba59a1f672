import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  koboToNaira,
  type Transfer,
  type TransferListFilter,
  type TransferStatus,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { filteredRows } from '../../../platform/db/paging.ts';
import { historiesOf } from './history.repository.ts';
import type { PayoutLine } from './payout-listener.ts';

/**
 * Payout transfers as rows (ADR 57). Every statement names the company as well as relying on RLS
 * (ADR 18). References start with `CR<company id>-` so the public webhook finds the company.
 */

/** A transfer pays one payout line, so it carries the line's fields. */
export interface TransferRow extends PayoutLine {
  id: number;
  reference: string;
  status: TransferStatus;
  retryOfId: number | null;
}

type Raw = {
  id: string | number;
  reference: string;
  line_id: string | number;
  amount_kobo: string | number;
  bank_code: string;
  bank_name: string | null;
  account_number: string;
  account_name: string;
  narration: string;
  status: TransferStatus;
  failure_reason: string | null;
  retry_of_id: string | number | null;
  retried_by_id: string | number | null;
  created_at: string | Date;
  updated_at: string | Date;
  settled_at: string | Date | null;
};

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();
const num = (v: string | number | null) => (v === null ? null : Number(v));

export const newReference = (companyId: number, kind: 'T' | 'P') =>
  `CR${companyId}-${kind}-${randomBytes(8).toString('hex')}`;

const toRow = (r: Raw): TransferRow => ({
  id: Number(r.id),
  reference: r.reference,
  lineId: Number(r.line_id),
  amountKobo: Number(r.amount_kobo),
  bankCode: r.bank_code,
  accountNumber: r.account_number,
  accountName: r.account_name,
  narration: r.narration,
  status: r.status,
  retryOfId: num(r.retry_of_id),
});

export async function insertTransfer(
  tx: Tx,
  companyId: number,
  v: PayoutLine & { provider: string; retryOfId: number | null },
): Promise<number | null> {
  // The partial unique index keeps one live transfer per line; a second is skipped, never paid.
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO wallet_transfers (company_id, reference, provider, line_id, amount_kobo, bank_code,
      account_number, account_name, narration, retry_of_id)
    VALUES (${companyId}, ${newReference(companyId, 'T')}, ${v.provider}, ${v.lineId}, ${v.amountKobo},
      ${v.bankCode}, ${v.accountNumber}, ${v.accountName}, ${v.narration.slice(0, 100)}, ${v.retryOfId})
    ON CONFLICT (company_id, line_id) WHERE status <> 'failed' DO NOTHING
    RETURNING id`);
  const id = r.rows[0]?.id;
  return id === undefined ? null : Number(id);
}

/** Lines of these that already have a transfer that has not failed. */
export async function linesWithLiveTransfer(
  tx: Tx,
  companyId: number,
  lineIds: number[],
): Promise<Set<number>> {
  if (lineIds.length === 0) return new Set();
  const r = await tx.execute<{ line_id: string | number }>(sql`
    SELECT line_id FROM wallet_transfers WHERE company_id = ${companyId} AND status <> 'failed'
      AND line_id IN (${sql.join(
        lineIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  return new Set(r.rows.map((row) => Number(row.line_id)));
}

/** The company's transfers not yet handed to the provider, oldest first. */
export async function pendingTransferIds(tx: Tx, companyId: number): Promise<number[]> {
  const r = await tx.execute<{ id: string | number }>(sql`
    SELECT id FROM wallet_transfers WHERE company_id = ${companyId} AND status = 'pending' ORDER BY id`);
  return r.rows.map((row) => Number(row.id));
}

/** One transfer by id or by our reference, locked for a change of status. */
export async function lockTransfer(
  tx: Tx,
  companyId: number,
  by: { id: number } | { reference: string },
): Promise<TransferRow | undefined> {
  const where = 'id' in by ? sql`id = ${by.id}` : sql`reference = ${by.reference}`;
  const r = await tx.execute<Raw>(sql`
    SELECT * FROM wallet_transfers WHERE company_id = ${companyId} AND ${where} FOR UPDATE`);
  const row = r.rows[0];
  return row ? toRow(row) : undefined;
}

export async function setTransferStatus(
  tx: Tx,
  companyId: number,
  id: number,
  status: TransferStatus,
  v: { reason?: string | null; providerReference?: string },
): Promise<void> {
  await tx.execute(sql`
    UPDATE wallet_transfers SET status = ${status}, updated_at = now(),
      failure_reason = ${status === 'failed' ? (v.reason ?? null) : null},
      provider_reference = COALESCE(${v.providerReference ?? null}, provider_reference),
      settled_at = ${status === 'paid' || status === 'failed' ? sql`now()` : sql`settled_at`}
    WHERE company_id = ${companyId} AND id = ${id}`);
}

// scoping: a fragment; the callers add `WHERE t.company_id = …`.
const select = sql`
  SELECT t.*, b.name AS bank_name,
    (SELECT r.id FROM wallet_transfers r WHERE r.company_id = t.company_id AND r.retry_of_id = t.id
      ORDER BY r.id DESC LIMIT 1) AS retried_by_id
  FROM wallet_transfers t LEFT JOIN banks b ON b.code = t.bank_code`;

function where(companyId: number, f: TransferListFilter): SQL {
  const like = f.search_query ? `%${f.search_query}%` : null;
  return sql`t.company_id = ${companyId}
    ${f.status ? sql`AND t.status = ${f.status}` : sql``}
    ${f.line_id ? sql`AND t.line_id = ${f.line_id}` : sql``}
    ${f.from ? sql`AND t.created_at >= ${f.from}::date` : sql``}
    ${f.to ? sql`AND t.created_at < ${f.to}::date + 1` : sql``}
    ${like ? sql`AND (t.account_name ILIKE ${like} OR t.reference ILIKE ${like} OR t.account_number ILIKE ${like} OR t.narration ILIKE ${like})` : sql``}`;
}

async function withHistory(tx: Tx, companyId: number, rows: Raw[]): Promise<Transfer[]> {
  const histories = await historiesOf(
    tx,
    companyId,
    'transfer',
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    reference: r.reference,
    line_id: Number(r.line_id),
    amount: koboToNaira(Number(r.amount_kobo)),
    bank_code: r.bank_code,
    bank_name: r.bank_name,
    account_number: r.account_number,
    account_name: r.account_name,
    narration: r.narration,
    status: r.status,
    failure_reason: r.failure_reason,
    retry_of_id: num(r.retry_of_id),
    retried_by_id: num(r.retried_by_id),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    settled_at: r.settled_at === null ? null : iso(r.settled_at),
    history: histories.get(Number(r.id)) ?? [],
  }));
}

export async function listTransfers(
  tx: Tx,
  companyId: number,
  f: TransferListFilter,
  limit: number,
  offset: number,
) {
  const order = sql`t.created_at DESC, t.id DESC`;
  const q = { select, from: sql`wallet_transfers t`, where: where(companyId, f), order, limit, offset };
  return filteredRows(tx, q, (rows: Raw[]) => withHistory(tx, companyId, rows));
}

export async function findTransfer(tx: Tx, companyId: number, id: number): Promise<Transfer | undefined> {
  const r = await tx.execute<Raw>(sql`${select} WHERE t.company_id = ${companyId} AND t.id = ${id}`);
  return (await withHistory(tx, companyId, r.rows))[0];
}
