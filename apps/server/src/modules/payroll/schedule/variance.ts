import type { VarianceReason } from '@clockroom/contracts';
import { Exact } from '../engine/exact.ts';
import { consolidatedRelief, rentRelief, type TaxTable } from '../engine/statutory.ts';
import type { PayPeriod } from './pay-item-source.ts';

/**
 * Why an employee's net pay moved from one month to the next (issue 19 "run-over-run variance",
 * ADR 41), read from the two stored rows alone: what the row kept (package, salary, days, each
 * figure, the tax table) says what changed. Pure.
 */
export interface VarianceSide {
  daysPaid: number;
  daysInMonth: number;
  payPackageId: number | null;
  monthlySalaryKobo: bigint;
  grossKobo: bigint;
  basicKobo: bigint;
  pensionableKobo: bigint;
  taxableKobo: bigint;
  eligibleDeductionsKobo: bigint;
  overtimeKobo: bigint;
  allowanceKobo: bigint;
  benefitsKobo: bigint;
  deductionsKobo: bigint;
  loanRepaymentKobo: bigint;
  pensionEmployeeKobo: bigint;
  nhfKobo: bigint;
  nhisKobo: bigint;
  netKobo: bigint;
  taxTableId: number | null;
  /** The package's component lines (code and amount), to tell a breakdown change from a package one. */
  componentsKey: string;
}

export interface VarianceEmployee {
  appointmentDate: string | null;
  exitDate: string | null;
  annualRentKobo: bigint;
}

/**
 * The band a month's pay reaches, annualised as PAYE annualises it (-1: no tax: at or below the
 * minimum wage, or nothing chargeable). A band edge belongs to the band below it.
 */
export function marginalBand(table: TaxTable, side: VarianceSide, annualRentKobo: bigint): number {
  if (side.grossKobo <= table.minimumWageKobo) return -1;
  const g = Exact.of((side.taxableKobo - side.eligibleDeductionsKobo) * 12n);
  const chargeable =
    table.regime === 'nta_2025'
      ? g.sub(rentRelief(table, annualRentKobo))
      : g.sub(consolidatedRelief(table, g));
  if (chargeable.cmp(Exact.ZERO) <= 0) return -1;
  let top = Exact.ZERO;
  for (const [i, band] of table.bands.entries()) {
    if (band.width_kobo === null) return i;
    top = top.add(Exact.of(BigInt(band.width_kobo)));
    if (chargeable.cmp(top) <= 0) return i;
  }
  return table.bands.length - 1;
}

const within = (day: string | null, period: PayPeriod) =>
  day !== null && day >= period.start && day <= period.end;

function taxBandMoved(
  prev: VarianceSide,
  cur: VarianceSide,
  tables: ReadonlyMap<number, TaxTable>,
  rent: bigint,
): boolean {
  if (prev.taxTableId !== cur.taxTableId) return true;
  const table = cur.taxTableId === null ? undefined : tables.get(cur.taxTableId);
  return table !== undefined && marginalBand(table, prev, rent) !== marginalBand(table, cur, rent);
}

/** What moved between two rows of the same employee. */
function changesBetween(
  prev: VarianceSide,
  cur: VarianceSide,
  tables: ReadonlyMap<number, TaxTable>,
  rent: bigint,
): VarianceReason[] {
  const reasons: VarianceReason[] = [];
  const packageChanged =
    prev.payPackageId !== cur.payPackageId || prev.monthlySalaryKobo !== cur.monthlySalaryKobo;
  const prorated = BigInt(prev.daysPaid * cur.daysInMonth) !== BigInt(cur.daysPaid * prev.daysInMonth);
  if (packageChanged) reasons.push('package_change');
  if (prorated) reasons.push('proration');
  if (prev.overtimeKobo !== cur.overtimeKobo) reasons.push('overtime');
  const breakdownChanged = !packageChanged && !prorated && prev.componentsKey !== cur.componentsKey;
  if (prev.allowanceKobo !== cur.allowanceKobo || breakdownChanged) reasons.push('allowance');
  if (prev.benefitsKobo !== cur.benefitsKobo) reasons.push('benefit');
  if (prev.deductionsKobo !== cur.deductionsKobo) reasons.push('deduction');
  if (prev.loanRepaymentKobo !== cur.loanRepaymentKobo) reasons.push('loan');
  if (taxBandMoved(prev, cur, tables, rent)) reasons.push('tax_band');
  // Pension, NHF or NHIS moved on an unchanged base: a rate, or the employee's NHF choice.
  const statutory =
    (prev.pensionableKobo === cur.pensionableKobo && prev.pensionEmployeeKobo !== cur.pensionEmployeeKobo) ||
    (prev.basicKobo === cur.basicKobo && (prev.nhfKobo !== cur.nhfKobo || prev.nhisKobo !== cur.nhisKobo));
  if (statutory) reasons.push('statutory');
  return reasons;
}

export function varianceReasons(
  period: PayPeriod,
  employee: VarianceEmployee,
  prev: VarianceSide | null,
  cur: VarianceSide | null,
  tables: ReadonlyMap<number, TaxTable>,
): VarianceReason[] {
  const reasons: VarianceReason[] = [];
  if ((!prev && cur) || (cur && within(employee.appointmentDate, period))) reasons.push('joined');
  if ((prev && !cur) || (cur && within(employee.exitDate, period))) reasons.push('left');
  if (prev && cur) {
    for (const r of changesBetween(prev, cur, tables, employee.annualRentKobo))
      if (!reasons.includes(r)) reasons.push(r);
  }
  const difference = (cur?.netKobo ?? 0n) - (prev?.netKobo ?? 0n);
  if (difference !== 0n && reasons.length === 0) reasons.push('other');
  return reasons;
}
