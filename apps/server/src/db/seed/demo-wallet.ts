import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { sandboxProvider } from '../../modules/payments/provider/sandbox-provider.ts';
import {
  firstSeen,
  insertVirtualAccount,
  sandboxStatement,
} from '../../modules/payments/provider/provider.repository.ts';
import { addHistory } from '../../modules/payments/wallet/history.repository.ts';
import { accountBalance, lockWallet } from '../../modules/payments/wallet/ledger.repository.ts';
import { insertPayin } from '../../modules/payments/wallet/payins.repository.ts';
import { applyProviderEvent } from '../../modules/payments/wallet/provider-events.ts';
import { saveReconciliation, unsentKobo } from '../../modules/payments/wallet/reconciliation.repository.ts';

/**
 * The demo company's wallet (issue 21, ADR 57): its sandbox virtual account and two top-ups settled by
 * the same code the provider's webhook runs (the event recorded as seen, the ledger credited), one
 * last month and one this month, so the balance covers a month's net pay and the chart has two bars;
 * then a reconciliation that matches. Without the app there is no job queue, so the sandbox's
 * webhook is applied here rather than queued.
 */
const TOP_UPS = [
  { amountKobo: 40_000_000_00, monthsAgo: 1 },
  { amountKobo: 35_000_000_00, monthsAgo: 0 },
];

export async function seedDemoWallet(tx: Tx, companyId: number): Promise<void> {
  const { provider } = await lockWallet(tx, companyId);
  const name = await tx.execute<{ name: string }>(
    sql`SELECT company_name AS name FROM companies WHERE id = ${companyId}`,
  );
  const opened = await sandboxProvider.createVirtualAccount({
    reference: `CR${companyId}-VA`,
    companyName: name.rows[0]?.name ?? 'Wallet',
  });
  await insertVirtualAccount(tx, companyId, provider, opened);
  for (const top of TOP_UPS) {
    const payin = await insertPayin(tx, companyId, { provider, amountKobo: top.amountKobo, userId: null });
    await addHistory(tx, companyId, 'payin', payin.id, 'pending', null);
    const event = {
      id: randomUUID(),
      type: 'payin.received' as const,
      reference: payin.reference,
      amountKobo: top.amountKobo,
    };
    await firstSeen(tx, companyId, provider, event.id, event.type);
    await applyProviderEvent(tx, companyId, event);
    if (top.monthsAgo > 0) await backdate(tx, companyId, payin.id, top.monthsAgo);
  }
  await reconcileDemoWallet(tx, companyId);
}

/**
 * Today's reconciliation of the demo wallet, as the daily job would take it; again after the demo's
 * paid month, so the wallet page compares the balance after that payout, not before it.
 */
export async function reconcileDemoWallet(tx: Tx, companyId: number): Promise<void> {
  const ledger = (await accountBalance(tx, companyId, 'wallet')) + (await unsentKobo(tx, companyId));
  await saveReconciliation(tx, companyId, ledger, await sandboxStatement(tx, companyId));
}

/** Moves a settled pay-in, its history and its ledger movement back by whole months. */
async function backdate(tx: Tx, companyId: number, payinId: number, months: number): Promise<void> {
  const shift = sql`make_interval(months => ${months})`;
  await tx.execute(sql`UPDATE wallet_payins SET created_at = created_at - ${shift}, settled_at = settled_at - ${shift}
    WHERE company_id = ${companyId} AND id = ${payinId}`);
  await tx.execute(sql`UPDATE wallet_status_history SET created_at = created_at - ${shift}
    WHERE company_id = ${companyId} AND subject = 'payin' AND subject_id = ${payinId}`);
  await tx.execute(sql`UPDATE wallet_ledger_entries e SET created_at = e.created_at - ${shift}
    FROM wallet_movements m WHERE m.company_id = e.company_id AND m.id = e.movement_id
      AND m.company_id = ${companyId} AND m.kind = 'payin' AND m.payin_id = ${payinId}`);
}
