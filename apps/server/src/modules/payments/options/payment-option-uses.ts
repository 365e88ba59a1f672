import type { Tx } from '../../../platform/db/database.ts';

/**
 * Who uses a payment option. Payment uploads (helper C's area) and any later user register a
 * counter here when the payments module registers, so this area never reads their tables and does
 * not care whether they exist yet (ADR 58). An option with any use cannot be deleted, and its type
 * and format cannot change: a schedule already paid or being paid by it keeps meaning the same.
 */
export type PaymentOptionUseCounter = (
  tx: Tx,
  companyId: number,
  optionIds: readonly number[],
) => Promise<ReadonlyMap<number, number>>;

const counters: PaymentOptionUseCounter[] = [];

/** Adds a counter (once per function: registering twice, as a rebuilt test app does, counts once). */
export function registerPaymentOptionUse(counter: PaymentOptionUseCounter): void {
  if (!counters.includes(counter)) counters.push(counter);
}

/** Uses of each option, summed over every registered counter; 0 for an option nobody uses. */
export async function countPaymentOptionUses(
  tx: Tx,
  companyId: number,
  optionIds: readonly number[],
): Promise<Map<number, number>> {
  const total = new Map(optionIds.map((id) => [id, 0]));
  if (optionIds.length === 0) return total;
  for (const counter of counters) {
    const counts = await counter(tx, companyId, optionIds);
    for (const [id, n] of counts) if (total.has(id)) total.set(id, (total.get(id) ?? 0) + n);
  }
  return total;
}
