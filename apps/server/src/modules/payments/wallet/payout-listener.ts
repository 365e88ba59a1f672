import type { Tx } from '../../../platform/db/database.ts';

/** One payment schedule line to pay from the wallet (the payout API, issue 21, ADR 57). */
export interface PayoutLine {
  lineId: number;
  amountKobo: number;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  narration: string;
}

/** The payment uploads area's side of a payout: told of each line's status, asked for a retry's line. */
export interface PayoutListener {
  /** Called in the transaction that changes a transfer's status. */
  lineStatusChanged(
    tx: Tx,
    companyId: number,
    lineId: number,
    status: 'processing' | 'paid' | 'failed',
    reason: string | null,
  ): Promise<void>;
  /** The line's amount and its employee's current bank details, for a retry (the re-route). Null when the line may not be retried. */
  currentPayoutLine(tx: Tx, companyId: number, lineId: number): Promise<PayoutLine | null>;
}

let listener: PayoutListener | undefined;

/** Process-wide, like the payroll run's pay item sources: registering again replaces the listener. */
export function registerPayoutListener(value: PayoutListener): void {
  listener = value;
}

export function payoutListener(): PayoutListener | undefined {
  return listener;
}
