import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import type { ComponentRule, ComponentType } from '../engine/components.ts';

/**
 * What the payroll run, the package preview and overtime's monthly base read of the pay packages
 * (interfaces.md "C owns", ADR 44): set-wise, one statement each, whatever the number of packages or
 * employees. Every statement names the company as well as relying on RLS (ADR 18).
 */

type Num = string | number | bigint;

export interface PackageRules {
  monthlySalaryKobo: bigint;
  /** The package's items in position order, its override amounts already turned into `fixed` rules. */
  rules: ComponentRule[];
}

type RuleRow = {
  package_id: Num;
  monthly_salary_kobo: Num;
  pay_breakdown_id: Num | null;
  code: string | null;
  name: string | null;
  component_type: ComponentType | null;
  calculation_type: ComponentRule['calculationType'] | null;
  percentage: string | null;
  amount_kobo: Num | null;
  override_kobo: Num | null;
  formula: string | null;
  is_pensionable: boolean | null;
  is_taxable: boolean | null;
  position: number | null;
};

/**
 * An item's rule as this package pays it: an override amount makes it a `fixed` rule of that amount
 * (the item's percentage and formula no longer apply to this package), as interfaces.md says.
 */
function ruleOf(row: RuleRow): ComponentRule {
  const override = row.override_kobo === null ? null : BigInt(row.override_kobo);
  return {
    payBreakdownId: Number(row.pay_breakdown_id),
    code: row.code ?? '',
    name: row.name ?? '',
    componentType: row.component_type ?? 'other',
    calculationType: override === null ? (row.calculation_type ?? 'percentage') : 'fixed',
    percentage: override === null ? row.percentage : null,
    amountKobo: override ?? (row.amount_kobo === null ? null : BigInt(row.amount_kobo)),
    formula: override === null ? row.formula : null,
    isPensionable: row.is_pensionable ?? false,
    isTaxable: row.is_taxable ?? true,
    position: row.position ?? 0,
  };
}

/** Each package's monthly salary and its rules (breakdown items with the package's overrides applied). */
export async function loadPackageRules(
  tx: Tx,
  companyId: number,
  packageIds: readonly number[],
): Promise<Map<number, PackageRules>> {
  const out = new Map<number, PackageRules>();
  if (packageIds.length === 0) return out;
  // A package without items still answers (its salary, no rules): the LEFT JOINs keep it.
  const r = await tx.execute<RuleRow>(sql`
    SELECT p.id AS package_id, p.monthly_salary_kobo, b.id AS pay_breakdown_id, b.code,
           b.allowance_name AS name, b.component_type, b.calculation_type, b.percentage::text AS percentage,
           b.amount_kobo, i.amount_kobo AS override_kobo, b.formula, b.is_pensionable, b.is_taxable,
           b.position
    FROM pay_packages p
    LEFT JOIN pay_package_items i ON i.company_id = p.company_id AND i.pay_package_id = p.id
    LEFT JOIN pay_breakdowns b ON b.company_id = i.company_id AND b.id = i.pay_breakdown_id
    WHERE p.company_id = ${companyId} AND p.id = ANY(${pgArray([...new Set(packageIds)])}::bigint[])
    ORDER BY p.id, b.position, b.id`);
  for (const row of r.rows) {
    const id = Number(row.package_id);
    let entry = out.get(id);
    if (!entry) {
      entry = { monthlySalaryKobo: BigInt(row.monthly_salary_kobo), rules: [] };
      out.set(id, entry);
    }
    if (row.pay_breakdown_id !== null) entry.rules.push(ruleOf(row));
  }
  return out;
}

/**
 * The package in force on `day` (`YYYY-MM-DD`) for each employee: the assignment with the latest
 * `effective_from` on or before it. Employees without one, or whose latest row is an un-assign (no
 * package from then, ADR 44), are absent from the map. Archived employees are answered too: whether
 * they are paid is the caller's rule.
 */
export async function packagesInForce(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[] | 'all',
  day: string,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (employeeIds !== 'all' && employeeIds.length === 0) return out;
  const only =
    employeeIds === 'all'
      ? sql``
      : sql`AND a.employee_id = ANY(${pgArray([...new Set(employeeIds)])}::bigint[])`;
  const r = await tx.execute<{ employee_id: Num; pay_package_id: Num | null }>(sql`
    SELECT DISTINCT ON (a.employee_id) a.employee_id, a.pay_package_id
    FROM employee_pay_packages a
    WHERE a.company_id = ${companyId} AND a.effective_from <= ${day}::date ${only}
    ORDER BY a.employee_id, a.effective_from DESC`);
  for (const row of r.rows)
    if (row.pay_package_id !== null) out.set(Number(row.employee_id), Number(row.pay_package_id));
  return out;
}

/** One row of an employee's package history: a package from a day, or none (an un-assign). */
export interface PackageChange {
  /** `YYYY-MM-DD` */
  from: string;
  packageId: number | null;
}

/**
 * Each employee's assignment rows dated on or before `upTo`, oldest first, in one statement: what
 * the package in force on any of their days is found from (`packageOn`) when a caller asks about
 * many days at once, as overtime's recompute does.
 */
export async function packageChanges(
  tx: Tx,
  companyId: number,
  employeeIds: readonly number[],
  upTo: string,
): Promise<Map<number, PackageChange[]>> {
  const out = new Map<number, PackageChange[]>();
  if (employeeIds.length === 0) return out;
  const r = await tx.execute<{ employee_id: Num; effective_from: string; pay_package_id: Num | null }>(sql`
    SELECT a.employee_id, to_char(a.effective_from, 'YYYY-MM-DD') AS effective_from, a.pay_package_id
    FROM employee_pay_packages a
    WHERE a.company_id = ${companyId} AND a.employee_id = ANY(${pgArray([...new Set(employeeIds)])}::bigint[])
      AND a.effective_from <= ${upTo}::date
    ORDER BY a.employee_id, a.effective_from`);
  for (const row of r.rows) {
    const id = Number(row.employee_id);
    const list = out.get(id) ?? [];
    list.push({
      from: row.effective_from,
      packageId: row.pay_package_id === null ? null : Number(row.pay_package_id),
    });
    out.set(id, list);
  }
  return out;
}

/** The package in force on `day` by a history oldest first, as `packagesInForce` reads it; none: undefined. */
export function packageOn(changes: readonly PackageChange[] | undefined, day: string): number | undefined {
  let found: number | null = null;
  if (changes)
    for (let i = 0; i < changes.length && (changes[i]?.from ?? day) <= day; i += 1)
      found = changes[i]?.packageId ?? null;
  return found ?? undefined;
}
