import type { Tx } from '../../../platform/db/database.ts';
import { payments, paymentsRunning, queueJob } from '../provider/provider-runtime.ts';
import { addHistory } from './history.repository.ts';
import { accountBalance, lockWallet, postMovement } from './ledger.repository.ts';
import type { PayoutLine } from './payout-listener.ts';
import { applyTransferEvent } from './transfer-status.ts';
import { readSettings } from './settings.repository.ts';
import { insertTransfer, linesWithLiveTransfer, lockTransfer } from './transfers.repository.ts';

export type PayoutStart =
  | { started: true; transferIds: number[] }
  | { started: false; reason: 'insufficient_balance'; balanceKobo: number; neededKobo: number };

function checkLine(line: PayoutLine): void {
  if (!Number.isSafeInteger(line.amountKobo) || line.amountKobo <= 0)
    throw new RangeError(`payout line ${line.lineId}: the amount must be whole, positive kobo`);
}

/**
 * In the caller's transaction: if the ledger balance covers the sum, reserves it (ledger entries) and
 * creates one transfer per line, then queues sending; otherwise starts nothing (ADR 57). A line that
 * already has a live transfer (pending, processing or paid) is left alone, so it is never paid twice.
 */
export async function startPayout(tx: Tx, companyId: number, lines: PayoutLine[]): Promise<PayoutStart> {
  lines.forEach(checkLine);
  const { provider } = await lockWallet(tx, companyId);
  const live = await linesWithLiveTransfer(
    tx,
    companyId,
    lines.map((l) => l.lineId),
  );
  const seen = new Set<number>();
  const todo = lines.filter((l) => !live.has(l.lineId) && !seen.has(l.lineId) && seen.add(l.lineId));
  const neededKobo = todo.reduce((s, l) => s + l.amountKobo, 0);
  const balanceKobo = await accountBalance(tx, companyId, 'wallet');
  if (neededKobo > balanceKobo)
    return { started: false, reason: 'insufficient_balance', balanceKobo, neededKobo };
  const transferIds: number[] = [];
  for (const line of todo) {
    const id = await insertTransfer(tx, companyId, { provider, ...line, retryOfId: null });
    if (id === null) continue;
    await postMovement(tx, companyId, 'reserve', { transferId: id }, line.amountKobo);
    await addHistory(tx, companyId, 'transfer', id, 'pending', null);
    transferIds.push(id);
  }
  // Outside the app (the demo seed) nothing is queued: settleDemoTransfers hands them over instead.
  if (transferIds.length > 0 && paymentsRunning())
    await queueJob(tx, companyId, payments().sendTransfers, { transferIds });
  return { started: true, transferIds };
}

/** A retry of a failed transfer: a new one for the same line (ADR 57), or the reason it cannot be. */
export type RetryStart =
  | { retried: true; transferId: number }
  | { retried: false; reason: 'not_failed' | 'taken' | 'not_allowed' | 'insufficient_balance' | 'not_found' };

export async function startRetry(
  tx: Tx,
  companyId: number,
  transferId: number,
  current: (lineId: number) => Promise<PayoutLine | null>,
): Promise<RetryStart> {
  const { provider } = await lockWallet(tx, companyId);
  const failed = await lockTransfer(tx, companyId, { id: transferId });
  if (!failed) return { retried: false, reason: 'not_found' };
  if (failed.status !== 'failed') return { retried: false, reason: 'not_failed' };
  if ((await linesWithLiveTransfer(tx, companyId, [failed.lineId])).size > 0)
    return { retried: false, reason: 'taken' };
  const line = await current(failed.lineId);
  if (!line || line.lineId !== failed.lineId) return { retried: false, reason: 'not_allowed' };
  checkLine(line);
  if (line.amountKobo > (await accountBalance(tx, companyId, 'wallet')))
    return { retried: false, reason: 'insufficient_balance' };
  const id = await insertTransfer(tx, companyId, { provider, ...line, retryOfId: failed.id });
  if (id === null) return { retried: false, reason: 'taken' };
  await postMovement(tx, companyId, 'reserve', { transferId: id }, line.amountKobo);
  await addHistory(tx, companyId, 'transfer', id, 'pending', `Retry of transfer ${failed.reference}`);
  await queueJob(tx, companyId, payments().sendTransfers, { transferIds: [id] });
  return { retried: true, transferId: id };
}

/**
 * The send job's work for one transfer: hands it to the provider once. A transfer that is no longer
 * pending (a job run again) is left as it is; the provider treats a repeated reference as the same
 * order, so a crash between its answer and our commit does not pay twice.
 */
export async function sendTransfer(tx: Tx, companyId: number, transferId: number): Promise<void> {
  const transfer = await lockTransfer(tx, companyId, { id: transferId });
  if (!transfer || transfer.status !== 'pending') return;
  const answer = await payments().provider.createTransfer({ tx, companyId }, transfer);
  if (answer.accepted)
    await applyTransferEvent(tx, companyId, transfer, 'sent', {
      providerReference: answer.providerReference,
    });
  else await applyTransferEvent(tx, companyId, transfer, 'rejected', { reason: answer.reason });
}

/** The company's payment settings, as the uploads area reads them. */
export async function getPaymentSettings(
  tx: Tx,
  companyId: number,
): Promise<{ provider: string; default_payment_option_id: number | null }> {
  const row = await readSettings(tx, companyId);
  return {
    provider: row?.provider ?? payments().config.provider,
    default_payment_option_id: row?.defaultPaymentOptionId ?? null,
  };
}
