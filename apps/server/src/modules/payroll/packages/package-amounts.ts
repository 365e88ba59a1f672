import type { Tx } from '../../../platform/db/database.ts';
import { ComponentError, evaluateComponents, type ComponentAmount } from '../engine/components.ts';
import { loadPackageRules, packageChanges, packageOn } from './package-rules.repository.ts';

/** An employee and a day (`YYYY-MM-DD`) whose package amounts are wanted. */
export interface EmployeeDay {
  employeeId: number;
  day: string;
}

/** An employee-day's package components, or undefined when no package is in force that day. */
export type PackageAmountsOn = (employeeId: number, day: string) => readonly ComponentAmount[] | undefined;

/**
 * The package components of any of these employee-days, for a whole month paid in full (ADR 44):
 * what overtime's monthly base sums (ADR 36, the work rate's chosen items). The package is the one
 * in force on that day, its formulas evaluated for that day's month. Set-based whatever the number
 * of keys: two statements (the employees' assignment history up to the last day, then those
 * packages' rules); the answer is a look-up over them, each package evaluated once a month, so a
 * recompute of 50,000 employee-days allocates nothing per key.
 */
export async function packageAmountsOf(
  tx: Tx,
  companyId: number,
  keys: readonly EmployeeDay[],
): Promise<PackageAmountsOn> {
  if (keys.length === 0) return () => undefined;
  const employees = new Set<number>();
  let last = '';
  for (const k of keys) {
    employees.add(k.employeeId);
    if (k.day > last) last = k.day;
  }
  const history = await packageChanges(tx, companyId, [...employees], last);
  const ids = new Set<number>();
  for (const changes of history.values())
    for (const c of changes) if (c.packageId !== null) ids.add(c.packageId);
  const packages = await loadPackageRules(tx, companyId, [...ids]);
  const evaluated = new Map<string, ComponentAmount[]>();
  return (employeeId, day) => {
    const packageId = packageOn(history.get(employeeId), day);
    const p = packageId === undefined ? undefined : packages.get(packageId);
    if (packageId === undefined || !p) return undefined;
    const key = `${packageId}|${day.slice(0, 7)}`;
    let amounts = evaluated.get(key);
    if (!amounts) {
      const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
      const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const input = { monthlySalaryKobo: p.monthlySalaryKobo, daysInMonth, daysPaid: daysInMonth };
      // A formula the package cannot compute pays no base rather than stopping the attendance engine.
      try {
        amounts = evaluateComponents(p.rules, input);
      } catch (error) {
        if (!(error instanceof ComponentError)) throw error;
        amounts = [];
      }
      evaluated.set(key, amounts);
    }
    return amounts;
  };
}
