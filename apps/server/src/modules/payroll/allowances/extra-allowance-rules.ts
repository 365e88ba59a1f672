/**
 * What an extra allowance pays, as (employee, month) pairs, and which pairs a change touches: a pair
 * a payroll confirmation has locked may not be added, removed or paid otherwise (ADR 45). Pure.
 */

export interface ExtraPlan {
  /** `YYYY-MM` */
  months: readonly string[];
  /** Each employee's amount in kobo for every month (their own, else the allowance's). */
  payments: ReadonlyMap<number, number>;
  taxable: boolean;
  pensionable: boolean;
}

export interface PayPair {
  employeeId: number;
  month: string;
}

const key = (p: PayPair) => `${p.employeeId}:${p.month}`;

function pairsOf(plan: ExtraPlan): Map<string, PayPair & { amountKobo: number }> {
  const pairs = new Map<string, PayPair & { amountKobo: number }>();
  for (const [employeeId, amountKobo] of plan.payments)
    for (const month of plan.months) pairs.set(key({ employeeId, month }), { employeeId, month, amountKobo });
  return pairs;
}

/**
 * The pairs whose pay differs between `before` (null for a new allowance) and `after` (null for a
 * deletion): added, removed, another amount, or every shared pair when the tax flags change. The
 * name and description are not pay: they change freely.
 */
export function changedPairs(before: ExtraPlan | null, after: ExtraPlan | null): PayPair[] {
  const was = before ? pairsOf(before) : new Map<string, PayPair & { amountKobo: number }>();
  const now = after ? pairsOf(after) : new Map<string, PayPair & { amountKobo: number }>();
  const flagsChanged =
    before !== null &&
    after !== null &&
    (before.taxable !== after.taxable || before.pensionable !== after.pensionable);
  const changed: PayPair[] = [];
  for (const [k, pair] of was) {
    const next = now.get(k);
    if (!next || next.amountKobo !== pair.amountKobo || flagsChanged)
      changed.push({ employeeId: pair.employeeId, month: pair.month });
  }
  for (const [k, pair] of now)
    if (!was.has(k)) changed.push({ employeeId: pair.employeeId, month: pair.month });
  return changed.sort((a, b) => a.month.localeCompare(b.month) || a.employeeId - b.employeeId);
}
