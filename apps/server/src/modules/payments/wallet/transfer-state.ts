import type { TransferStatus } from '@clockroom/contracts';
import type { MovementKind } from './ledger.ts';

/**
 * A transfer's life (issue 21, ADR 57): `pending` (money reserved, not yet with the provider) →
 * `processing` (the provider accepted it) → `paid` or `failed`. Paid and failed are final: an outcome
 * arriving after them is ignored, so a line retried after a failure can never be paid twice by a late
 * webhook of its first transfer. A retry is a new transfer, never a way back out of `failed`.
 */
export type TransferEvent = 'sent' | 'rejected' | 'succeeded' | 'failed';

export interface Transition {
  status: TransferStatus;
  /** The ledger movement that goes with it: paying out the reservation, or giving it back. */
  movement: MovementKind | null;
}

export function transition(current: TransferStatus, event: TransferEvent): Transition | null {
  if (current === 'paid' || current === 'failed') return null;
  switch (event) {
    case 'sent':
      return current === 'pending' ? { status: 'processing', movement: null } : null;
    case 'succeeded':
      return { status: 'paid', movement: 'payout' };
    case 'rejected':
    case 'failed':
      return { status: 'failed', movement: 'reversal' };
  }
}
