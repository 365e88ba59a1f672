import type { Tx } from '../../../platform/db/database.ts';
import { addHistory } from './history.repository.ts';
import { postMovement } from './ledger.repository.ts';
import { payoutListener } from './payout-listener.ts';
import { transition, type TransferEvent } from './transfer-state.ts';
import { setTransferStatus, type TransferRow } from './transfers.repository.ts';

/**
 * Moves a locked transfer on by an event (ADR 57): its status, the ledger movement that goes with
 * it, its history, and the line's status through the listener, all in the caller's transaction. An
 * event the state machine ignores (an outcome after the transfer was final) is only noted.
 */
export async function applyTransferEvent(
  tx: Tx,
  companyId: number,
  transfer: TransferRow,
  event: TransferEvent,
  v: { reason?: string | null; providerReference?: string } = {},
): Promise<boolean> {
  const next = transition(transfer.status, event);
  if (!next) {
    await addHistory(
      tx,
      companyId,
      'transfer',
      transfer.id,
      transfer.status,
      `Ignored a late "${event}" outcome`,
    );
    return false;
  }
  await setTransferStatus(tx, companyId, transfer.id, next.status, v);
  if (next.movement)
    await postMovement(tx, companyId, next.movement, { transferId: transfer.id }, transfer.amountKobo);
  const reason = next.status === 'failed' ? (v.reason ?? null) : null;
  await addHistory(tx, companyId, 'transfer', transfer.id, next.status, reason);
  if (next.status !== 'pending')
    await payoutListener()?.lineStatusChanged(tx, companyId, transfer.lineId, next.status, reason);
  return true;
}
