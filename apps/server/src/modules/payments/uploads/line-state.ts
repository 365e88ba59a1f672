import type { PaymentLineStatus, PaymentProgress } from '@clockroom/contracts';

/**
 * A payment line's state machine (ADR 59). A line is `pending` until money moves: a wallet transfer
 * makes it `processing`, the provider's outcome `paid` or `failed`; a bank file's lines are marked
 * paid or failed by the checker. A failed line may be retried alone (processing again) or settle
 * late as paid; `paid` is final, so no line, and no month, is ever paid twice.
 */
const NEXT: Record<PaymentLineStatus, readonly PaymentLineStatus[]> = {
  pending: ['processing', 'paid', 'failed'],
  processing: ['paid', 'failed'],
  failed: ['processing', 'paid'],
  paid: [],
};

export function canMove(from: PaymentLineStatus, to: PaymentLineStatus): boolean {
  return NEXT[from].includes(to);
}

/**
 * The status a line takes when told `to`: the new one when the move is allowed, the same one when
 * it is a repeat (a webhook delivered twice), and null when the move is refused (a paid line told it
 * failed: the money left, a late report never undoes it).
 */
export function nextStatus(from: PaymentLineStatus, to: PaymentLineStatus): PaymentLineStatus | null {
  if (from === to) return from;
  return canMove(from, to) ? to : null;
}

export interface LineCounts {
  pending: number;
  processing: number;
  paid: number;
  failed: number;
}

/** How far a schedule's money got, from its approval, a payout waiting for funds, and its lines. */
export function progressOf(input: {
  status: 'pending' | 'approved' | 'declined';
  waitingFunds: boolean;
  counts: LineCounts;
}): PaymentProgress {
  const { status, waitingFunds, counts } = input;
  if (status === 'pending') return 'awaiting_approval';
  if (status === 'declined') return 'declined';
  const total = counts.pending + counts.processing + counts.paid + counts.failed;
  if (total > 0 && counts.paid === total) return 'paid';
  if (counts.processing > 0) return 'processing';
  if (counts.failed > 0) return 'failed';
  if (waitingFunds) return 'waiting_funds';
  return counts.paid > 0 ? 'processing' : 'ready';
}

/** A schedule's total is the sum of its lines, in whole kobo (never a float). */
export function sumKobo(amounts: readonly (number | string | bigint)[]): bigint {
  return amounts.reduce<bigint>((s, a) => s + BigInt(a), 0n);
}
