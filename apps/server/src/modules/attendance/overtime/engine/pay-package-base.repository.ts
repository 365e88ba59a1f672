import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/database.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';

type Num = string | number | bigint;

/**
 * What payroll answers for overtime's base: a look-up of an employee-day's package components for
 * a whole month, by the package in force that day (payroll's packageAmountsOf), read set-wise for
 * the keys it is given. Payroll hands it over when it registers (`providePackageAmounts`), so
 * attendance never imports payroll, which reads attendance's approved overtime: no cycle. Until
 * then (attendance alone, or a test without payroll) nobody has a package.
 */
export type PackageAmounts = (
  tx: Tx,
  companyId: number,
  keys: readonly { employeeId: number; day: string }[],
) => Promise<
  (employeeId: number, day: string) => readonly { payBreakdownId: number; amountKobo: bigint }[] | undefined
>;

/** An employee-day's monthly base under a work rate, or undefined when no package is in force. */
export type PackageBaseOf = (employeeId: number, day: string, workRateId: number) => number | undefined;

let packageAmountsOf: PackageAmounts = async () => () => undefined;

export function providePackageAmounts(provider: PackageAmounts): void {
  packageAmountsOf = provider;
}

/** Each work rate's chosen pay breakdown items (overtime_work_rate_charges), one statement. */
async function chargesOf(tx: Tx, companyId: number, workRateIds: readonly number[]) {
  const r = await tx.execute<{ work_rate_id: Num; pay_breakdown_id: Num }>(sql`
    SELECT work_rate_id, pay_breakdown_id FROM overtime_work_rate_charges
    WHERE company_id = ${companyId} AND work_rate_id = ANY(${pgArray(workRateIds)}::bigint[])`);
  const out = new Map<number, Set<number>>();
  for (const row of r.rows) {
    const rate = Number(row.work_rate_id);
    const items = out.get(rate) ?? new Set<number>();
    items.add(Number(row.pay_breakdown_id));
    out.set(rate, items);
  }
  return out;
}

/**
 * The monthly base of a work rate that is not a custom charge (ADR 36, 44): the sum of the
 * employee's pay package amounts for the rate's `payroll_charges` items (overtime_work_rate_charges →
 * pay_breakdowns), each item as the package pays it for a whole month (its override, percentage or
 * formula, evaluated by payroll's own engine). The package is the one in force on the overtime's day,
 * so a later package change leaves earlier days' pay as it was. Set-based: the rates' charges and
 * payroll's packages are read once for every key `wanted` lists; the answer looks a key up, each
 * (package month, rate) summed once. An employee-day without a package has no base (premium pay 0
 * until one is assigned); one whose package pays none of the chosen items has a base of 0.
 */
export async function payPackageBases(
  tx: Tx,
  companyId: number,
  wanted: readonly { employeeId: number; day: string; workRateId: number }[],
): Promise<PackageBaseOf> {
  if (wanted.length === 0) return () => undefined;
  const amountsOn = await packageAmountsOf(tx, companyId, wanted);
  const charges = await chargesOf(tx, companyId, [...new Set(wanted.map((w) => w.workRateId))]);
  // Keyed by the components' identity: payroll answers one list per package and month.
  const sums = new WeakMap<object, Map<number, number>>();
  return (employeeId, day, workRateId) => {
    const components = amountsOn(employeeId, day);
    if (!components) return undefined;
    const byRate = sums.get(components) ?? new Map<number, number>();
    sums.set(components, byRate);
    let base = byRate.get(workRateId);
    if (base === undefined) {
      const items = charges.get(workRateId) ?? new Set<number>();
      let sum = 0n;
      for (const c of components) if (items.has(c.payBreakdownId)) sum += c.amountKobo;
      base = Number(sum);
      byRate.set(workRateId, base);
    }
    return base;
  };
}
