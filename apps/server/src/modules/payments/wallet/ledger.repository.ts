import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { entriesOf, type LedgerAccount, type MovementKind } from './ledger.ts';

/**
 * Writes the ledger (ADR 57). A movement is unique per kind and pay-in or transfer, so posting it
 * again (a webhook or job run twice) writes nothing and says so.
 */
export async function postMovement(
  tx: Tx,
  companyId: number,
  kind: MovementKind,
  subject: { payinId: number } | { transferId: number },
  amountKobo: number,
): Promise<boolean> {
  const entries = entriesOf(kind, amountKobo);
  const payinId = 'payinId' in subject ? subject.payinId : null;
  const transferId = 'transferId' in subject ? subject.transferId : null;
  const made = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO wallet_movements (company_id, kind, payin_id, transfer_id)
    VALUES (${companyId}, ${kind}, ${payinId}, ${transferId})
    ON CONFLICT DO NOTHING RETURNING id`);
  const id = made.rows[0]?.id;
  if (id === undefined) return false;
  const [a, b] = entries;
  if (!a || !b) throw new Error('a movement has two entries');
  await tx.execute(sql`
    INSERT INTO wallet_ledger_entries (company_id, movement_id, account, amount_kobo)
    VALUES (${companyId}, ${id}, ${a.account}, ${a.amountKobo}), (${companyId}, ${id}, ${b.account}, ${b.amountKobo})`);
  return true;
}

/** An account's balance: the sum of its entries. */
export async function accountBalance(tx: Tx, companyId: number, account: LedgerAccount): Promise<number> {
  const r = await tx.execute<{ sum: string }>(sql`
    SELECT COALESCE(sum(amount_kobo), 0)::text AS sum FROM wallet_ledger_entries
    WHERE company_id = ${companyId} AND account = ${account}`);
  return Number(r.rows[0]?.sum ?? 0);
}

/**
 * Makes the company's wallet row and locks it: payouts and retries of one company take their turn,
 * so two approvals at once cannot both spend the same balance.
 */
export async function lockWallet(tx: Tx, companyId: number): Promise<{ provider: string }> {
  await tx.execute(sql`
    INSERT INTO wallet_settings (company_id) VALUES (${companyId}) ON CONFLICT (company_id) DO NOTHING`);
  const r = await tx.execute<{ provider: string }>(sql`
    SELECT provider FROM wallet_settings WHERE company_id = ${companyId} FOR UPDATE`);
  return { provider: r.rows[0]?.provider ?? 'sandbox' };
}

/** Movements whose entries do not sum to zero: none, unless something bypassed postMovement. */
export async function unbalancedMovements(tx: Tx, companyId: number): Promise<number[]> {
  const r = await tx.execute<{ movement_id: string | number }>(sql`
    SELECT movement_id FROM wallet_ledger_entries WHERE company_id = ${companyId}
    GROUP BY movement_id HAVING sum(amount_kobo) <> 0`);
  return r.rows.map((row) => Number(row.movement_id));
}
