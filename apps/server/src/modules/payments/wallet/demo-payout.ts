import type { Tx } from '../../../platform/db/database.ts';
import { sandboxOutcome } from '../provider/sandbox-provider.ts';
import { applyTransferEvent } from './transfer-status.ts';
import { lockTransfer, pendingTransferIds } from './transfers.repository.ts';

/**
 * For the demo seed only (no app, so no job queue): hands the company's pending transfers to the
 * sandbox at once and applies its outcomes as its webhooks would (ADR 57): accepted, then paid, or
 * failed for an account ending 0001. The payout listener hears every change, as in the app; a seed
 * registers the listener itself first. Returns how many transfers were handed over.
 */
export async function settleDemoTransfers(tx: Tx, companyId: number): Promise<number> {
  const ids = await pendingTransferIds(tx, companyId);
  for (const id of ids) {
    const transfer = await lockTransfer(tx, companyId, { id });
    if (!transfer || transfer.status !== 'pending') continue;
    const outcome = sandboxOutcome(transfer.accountNumber, 0);
    if (outcome.kind === 'failed') {
      await applyTransferEvent(tx, companyId, transfer, 'rejected', { reason: outcome.reason });
      continue;
    }
    await applyTransferEvent(tx, companyId, transfer, 'sent', {
      providerReference: `SBX-${transfer.reference}`,
    });
    const sent = await lockTransfer(tx, companyId, { id });
    if (sent) await applyTransferEvent(tx, companyId, sent, 'succeeded');
  }
  return ids.length;
}
