import type { Tx } from '../../../platform/db/database.ts';
import type { ProviderEvent } from '../provider/payout-provider.ts';
import { addHistory } from './history.repository.ts';
import { postMovement } from './ledger.repository.ts';
import { lockPayinByReference, settlePayin } from './payins.repository.ts';
import { applyTransferEvent } from './transfer-status.ts';
import { lockTransfer } from './transfers.repository.ts';

/**
 * What a checked, first-seen webhook event does to the wallet (ADR 57): a pay-in received credits the
 * wallet (with what arrived); a transfer's success pays out its reservation, its failure gives it back.
 * An event for a reference we do not know changes nothing and says so.
 */
export async function applyProviderEvent(
  tx: Tx,
  companyId: number,
  event: ProviderEvent,
): Promise<'applied' | 'ignored'> {
  if (event.type === 'payin.received') {
    const payin = await lockPayinByReference(tx, companyId, event.reference);
    if (!payin || payin.status !== 'pending' || event.amountKobo <= 0) return 'ignored';
    await settlePayin(tx, companyId, payin.id, event.amountKobo);
    await postMovement(tx, companyId, 'payin', { payinId: payin.id }, event.amountKobo);
    const note =
      event.amountKobo === payin.amountKobo ? null : 'The amount received differs from the amount announced';
    await addHistory(tx, companyId, 'payin', payin.id, 'settled', note);
    return 'applied';
  }
  const transfer = await lockTransfer(tx, companyId, { reference: event.reference });
  if (!transfer) return 'ignored';
  const changed =
    event.type === 'transfer.succeeded'
      ? await applyTransferEvent(tx, companyId, transfer, 'succeeded')
      : await applyTransferEvent(tx, companyId, transfer, 'failed', {
          reason: event.reason ?? 'The transfer failed',
        });
  return changed ? 'applied' : 'ignored';
}
