import { SALARY_SCHEDULE_MESSAGES as M } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { ComponentError } from '../engine/components.ts';
import { computeEmployeeMonth, type SourcedPayItemLine } from '../engine/payslip.ts';
import { taxTableFor, type Remittance, type TaxTable } from '../engine/statutory.ts';
import { loadPackageRules, packagesInForce, type PackageRules } from '../packages/package-rules.ts';
import { loadStatutory } from '../statutory/statutory-settings.ts';
import { payItemSources, type PayPeriod } from './pay-item-source.ts';
import { yearToDate, type ComputedRow, type YearToDate } from './schedule-rows.repository.ts';
import { companyHeadcount, type ScopeEmployee } from './schedule-scope.repository.ts';
import { daysPaid } from './schedule-period.ts';

/**
 * What a run needs beside the employees (ADR 41), each read set-wise for the whole chunk: the
 * package in force on the month's last day and its rules, the tax table in force that day, the
 * remittances, the company's headcount, the year to date and every pay item source's lines.
 */
export interface RunInputs {
  period: PayPeriod;
  taxTable: TaxTable;
  remittances: readonly Remittance[];
  headcount: number;
  packageOf: Map<number, number>;
  packages: Map<number, PackageRules>;
  ytd: Map<number, YearToDate>;
  items: Map<number, SourcedPayItemLine[]>;
}

async function sourceLines(
  tx: Tx,
  companyId: number,
  period: PayPeriod,
  employeeIds: readonly number[],
): Promise<Map<number, SourcedPayItemLine[]>> {
  const asked = new Set(employeeIds);
  const out = new Map<number, SourcedPayItemLine[]>();
  for (const source of payItemSources()) {
    for (const line of await source.lines(tx, companyId, period, employeeIds)) {
      // A source may answer more than it was asked (a company-wide read): only ours count.
      if (!asked.has(line.employeeId) || line.amountKobo <= 0n) continue;
      const list = out.get(line.employeeId) ?? [];
      list.push({ ...line, source: source.name });
      out.set(line.employeeId, list);
    }
  }
  return out;
}

export async function loadRunInputs(
  tx: Tx,
  companyId: number,
  period: PayPeriod,
  employees: readonly ScopeEmployee[],
): Promise<RunInputs> {
  const ids = employees.map((e) => e.id);
  const statutory = await loadStatutory(tx, companyId);
  if (statutory.taxTables.length === 0) throw new AppError(422, M.noTaxTable);
  const packageOf = await packagesInForce(tx, companyId, ids, period.end);
  const paid = ids.filter((id) => packageOf.has(id));
  return {
    period,
    taxTable: taxTableFor(statutory.taxTables, period.end),
    remittances: statutory.remittances,
    headcount: await companyHeadcount(tx, companyId, period),
    packageOf,
    packages: await loadPackageRules(tx, companyId, [...new Set(packageOf.values())]),
    ytd: await yearToDate(tx, companyId, paid, period),
    items: await sourceLines(tx, companyId, period, paid),
  };
}

const NO_YTD = { taxableKobo: 0n, eligibleDeductionsKobo: 0n, payeKobo: 0n, months: 0 };

/** One employee's row, or null when the month pays them nothing (no package, no day employed). */
export function computeRow(inputs: RunInputs, employee: ScopeEmployee): ComputedRow | null {
  const packageId = inputs.packageOf.get(employee.id);
  const pack = packageId === undefined ? undefined : inputs.packages.get(packageId);
  const days = daysPaid(inputs.period, employee.appointmentDate, employee.exitDate);
  if (packageId === undefined || !pack || days === 0) return null;
  try {
    const month = computeEmployeeMonth({
      period: inputs.period,
      daysPaid: days,
      monthlySalaryKobo: pack.monthlySalaryKobo,
      rules: pack.rules,
      items: inputs.items.get(employee.id) ?? [],
      taxTable: inputs.taxTable,
      remittances: inputs.remittances,
      headcount: inputs.headcount,
      nhfEnabled: employee.nhfEnabled,
      annualRentKobo: employee.annualRentKobo,
      ytd: inputs.ytd.get(employee.id) ?? NO_YTD,
    });
    return {
      employeeId: employee.id,
      branchId: employee.branchId,
      departmentId: employee.departmentId,
      payPackageId: packageId,
      taxTableId: inputs.taxTable.id,
      daysInMonth: inputs.period.daysInMonth,
      daysPaid: days,
      monthlySalaryKobo: pack.monthlySalaryKobo,
      totals: month.totals,
      lines: month.lines,
    };
  } catch (err) {
    if (err instanceof ComponentError)
      throw new AppError(422, M.packageUnpayable, [{ field: 'pay_package', message: err.message }]);
    throw err;
  }
}

export function computeRows(inputs: RunInputs, employees: readonly ScopeEmployee[]): ComputedRow[] {
  return employees.flatMap((e) => computeRow(inputs, e) ?? []);
}
