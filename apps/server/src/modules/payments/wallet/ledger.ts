/**
 * The wallet's double-entry ledger (issue 21, ADR 57). Money lives on four accounts:
 * - `funding`: outside money; a pay-in moves it onto the wallet (its balance is minus all pay-ins);
 * - `wallet`: what may be paid out; its sum is the balance every screen shows;
 * - `reserved`: held for transfers that are pending or processing, so a payout never exceeds the
 *   balance while the provider works;
 * - `paid_out`: what reached employees.
 * Every movement is two entries that sum to zero; no balance is ever stored or updated.
 */
export type LedgerAccount = 'wallet' | 'reserved' | 'paid_out' | 'funding';
export type MovementKind = 'payin' | 'reserve' | 'payout' | 'reversal';

export interface LedgerEntry {
  account: LedgerAccount;
  amountKobo: number;
}

const FLOWS: Record<MovementKind, readonly [from: LedgerAccount, to: LedgerAccount]> = {
  payin: ['funding', 'wallet'],
  reserve: ['wallet', 'reserved'],
  payout: ['reserved', 'paid_out'],
  /** A failed transfer's reserved money returns to the balance. */
  reversal: ['reserved', 'wallet'],
};

/** The entries of one movement of `amountKobo` (whole, positive kobo). */
export function entriesOf(kind: MovementKind, amountKobo: number): LedgerEntry[] {
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0)
    throw new RangeError(`a ledger movement moves whole, positive kobo, not ${amountKobo}`);
  const [from, to] = FLOWS[kind];
  const entries = [
    { account: from, amountKobo: -amountKobo },
    { account: to, amountKobo },
  ];
  assertBalanced(entries);
  return entries;
}

/** A movement whose entries do not sum to zero is a bug: it is refused before anything is written. */
export function assertBalanced(entries: readonly LedgerEntry[]): void {
  const sum = entries.reduce((s, e) => s + e.amountKobo, 0);
  if (sum !== 0) throw new Error(`ledger movement does not balance: its entries sum to ${sum}`);
}

/** An account's balance: the sum of its entries. */
export function balanceOf(entries: readonly LedgerEntry[], account: LedgerAccount): number {
  return entries.reduce((s, e) => (e.account === account ? s + e.amountKobo : s), 0);
}
