import type { Tx } from '../../../platform/db/database.ts';
import { ComponentError, evaluateComponents, type ComponentAmount } from '../engine/components.ts';
import { loadPackageRules, packageChanges, packageOn } from './package-rules.repository.ts';

/** An employee and a day (`YYYY-MM-DD`) whose package amounts are wanted. */
export interface EmployeeDay {
  employeeId: number;
  day: string;
}

/**
 * Each employee-day's package components for a whole month paid in full (ADR 44): what overtime's
 * monthly base sums (ADR 36, the work rate's chosen items). The package is the one in force on that
 * day, its formulas see that day's month; answered as employee → day → amounts, leaving out the
 * days without a package. Set-based whatever the number of keys: two statements (every employee's
 * assignment history up to the last day, then the packages' rules), and each package evaluated once
 * per month however many employees and days hold it.
 */
export async function packageAmountsOf(
  tx: Tx,
  companyId: number,
  keys: readonly EmployeeDay[],
): Promise<Map<number, Map<string, ComponentAmount[]>>> {
  const out = new Map<number, Map<string, ComponentAmount[]>>();
  if (keys.length === 0) return out;
  let last = keys[0]?.day ?? '';
  for (const k of keys) if (k.day > last) last = k.day;
  const history = await packageChanges(tx, companyId, [...new Set(keys.map((k) => k.employeeId))], last);
  const held = keys.flatMap((k) => {
    const packageId = packageOn(history.get(k.employeeId), k.day);
    return packageId === undefined ? [] : [{ ...k, packageId }];
  });
  const packages = await loadPackageRules(tx, companyId, [...new Set(held.map((h) => h.packageId))]);
  const evaluated = new Map<string, ComponentAmount[]>();
  const amountsOf = (packageId: number, day: string): ComponentAmount[] | undefined => {
    const p = packages.get(packageId);
    if (!p) return undefined;
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
  for (const { employeeId, day, packageId } of held) {
    const amounts = amountsOf(packageId, day);
    if (!amounts) continue;
    const days = out.get(employeeId) ?? new Map<string, ComponentAmount[]>();
    days.set(day, amounts);
    out.set(employeeId, days);
  }
  return out;
}
