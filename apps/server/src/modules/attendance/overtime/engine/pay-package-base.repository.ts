import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/database.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';

type Num = string | number | bigint;

/**
 * What payroll answers for overtime's base: each employee-day's package components for a whole
 * month, by the package in force that day (payroll's packageAmountsOf), as employee → day →
 * amounts. Payroll hands it over when it registers (`providePackageAmounts`), so attendance never
 * imports payroll, which reads attendance's approved overtime: no cycle. Until then (attendance
 * alone, or a test without payroll) nobody has a package.
 */
export type PackageAmounts = (
  tx: Tx,
  companyId: number,
  keys: readonly { employeeId: number; day: string }[],
) => Promise<
  ReadonlyMap<number, ReadonlyMap<string, readonly { payBreakdownId: number; amountKobo: bigint }[]>>
>;

let packageAmountsOf: PackageAmounts = async () => new Map();

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
 * so a later package change leaves earlier days' pay as it was. Answered as employee → day → base;
 * set-based: the charges and payroll's answer are read once for every key. An employee-day without
 * a package has no base (premium pay 0 until one is assigned); one whose package pays none of the
 * chosen items has a base of 0.
 */
export async function payPackageBases(
  tx: Tx,
  companyId: number,
  wanted: readonly { employeeId: number; day: string; workRateId: number }[],
): Promise<Map<number, Map<string, number>>> {
  const out = new Map<number, Map<string, number>>();
  if (wanted.length === 0) return out;
  const amounts = await packageAmountsOf(tx, companyId, wanted);
  if (amounts.size === 0) return out;
  const charges = await chargesOf(tx, companyId, [...new Set(wanted.map((w) => w.workRateId))]);
  for (const { employeeId, day, workRateId } of wanted) {
    const components = amounts.get(employeeId)?.get(day);
    if (!components) continue;
    const items = charges.get(workRateId) ?? new Set<number>();
    let base = 0n;
    for (const c of components) if (items.has(c.payBreakdownId)) base += c.amountKobo;
    const days = out.get(employeeId) ?? new Map<string, number>();
    days.set(day, Number(base));
    out.set(employeeId, days);
  }
  return out;
}
