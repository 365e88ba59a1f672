import type { Tx } from '../../../platform/db/database.ts';
import { ComponentError, evaluateComponents, type ComponentAmount } from '../engine/components.ts';
import { loadPackageRules, packagesInForce } from './package-rules.repository.ts';

/**
 * Each employee's package components for a whole month paid in full (ADR 44): what overtime's
 * monthly base sums (ADR 36, the work rate's chosen items). `day` picks the package in force and
 * the month whose length formulas see. Employees without a package are absent. Set-wise: two
 * statements, and each package evaluated once however many employees hold it.
 */
export async function packageAmountsOf(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  day: string,
): Promise<Map<number, ComponentAmount[]>> {
  const out = new Map<number, ComponentAmount[]>();
  if (employeeIds.length === 0) return out;
  const held = await packagesInForce(tx, companyId, employeeIds, day);
  const packages = await loadPackageRules(tx, companyId, [...new Set(held.values())]);
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const evaluated = new Map<number, ComponentAmount[]>();
  for (const [packageId, p] of packages) {
    const input = { monthlySalaryKobo: p.monthlySalaryKobo, daysInMonth, daysPaid: daysInMonth };
    // A formula the package cannot compute pays no base rather than stopping the attendance engine.
    try {
      evaluated.set(packageId, evaluateComponents(p.rules, input));
    } catch (error) {
      if (!(error instanceof ComponentError)) throw error;
      evaluated.set(packageId, []);
    }
  }
  for (const [employeeId, packageId] of held) {
    const amounts = evaluated.get(packageId);
    if (amounts) out.set(employeeId, amounts);
  }
  return out;
}
