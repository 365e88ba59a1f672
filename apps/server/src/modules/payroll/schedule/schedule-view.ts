import type { ScheduleRow, ScheduleTotals } from '@clockroom/contracts';
import type { ScheduleLine } from './pay-item-source.ts';
import {
  MONEY_COLUMNS,
  type MoneyColumn,
  type ScopeSums,
  type StoredRow,
} from './schedule-read.repository.ts';

/**
 * Stored rows as the API answers them (issue 19 "Schedule row"): naira with two decimals written
 * from whole kobo as text, exactly, whatever the size (BigInt, never a float).
 */

type Num = string | number | bigint;

export function naira(kobo: Num): string {
  const value = BigInt(kobo);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The row's earnings in payslip order: the package's components, then the allowances. */
export function componentsOf(lines: readonly ScheduleLine[]): { name: string; amount: string }[] {
  return lines
    .filter((l) => l.kind === 'component' || l.kind === 'allowance')
    .map((l) => ({ name: l.name, amount: naira(l.amount_kobo) }));
}

export function rowView(r: StoredRow): ScheduleRow {
  return {
    id: Number(r.id),
    employee_id: Number(r.employee_id),
    name: `${r.first_name} ${r.last_name}`,
    pin: r.pin,
    status: r.status,
    days_paid: Number(r.days_paid),
    days_in_month: Number(r.days_in_month),
    branch: r.branch,
    department: r.department,
    gross_pay: naira(r.gross_pay_kobo),
    components: componentsOf(r.lines),
    overtime: naira(r.overtime_kobo),
    benefits: naira(r.benefits_kobo),
    deductions: naira(r.deductions_kobo),
    loan_repayment: naira(r.loan_repayment_kobo),
    paye: naira(r.paye_kobo),
    pension_employee: naira(r.pension_employee_kobo),
    pension_employer: naira(r.pension_employer_kobo),
    nhf: naira(r.nhf_kobo),
    net_pay: naira(r.net_pay_kobo),
  };
}

const ANSWER_KEYS: Record<MoneyColumn, Exclude<keyof ScheduleTotals, 'employees'>> = {
  gross_pay_kobo: 'gross_pay',
  overtime_kobo: 'overtime',
  benefits_kobo: 'benefits',
  deductions_kobo: 'deductions',
  loan_repayment_kobo: 'loan_repayment',
  paye_kobo: 'paye',
  pension_employee_kobo: 'pension_employee',
  pension_employer_kobo: 'pension_employer',
  nhf_kobo: 'nhf',
  net_pay_kobo: 'net_pay',
};

/** Totals from sums in kobo (an aggregate's, or a page's added up here). */
export function totalsView(employees: number, sums: Record<MoneyColumn, Num>): ScheduleTotals {
  const out = { employees } as ScheduleTotals;
  for (const column of MONEY_COLUMNS) out[ANSWER_KEYS[column]] = naira(sums[column]);
  return out;
}

export function pageTotals(rows: readonly StoredRow[]): ScheduleTotals {
  const sums = Object.fromEntries(MONEY_COLUMNS.map((c) => [c, 0n])) as Record<MoneyColumn, bigint>;
  for (const r of rows) for (const c of MONEY_COLUMNS) sums[c] += BigInt(r[c]);
  return totalsView(rows.length, sums);
}

export const ZERO_TOTALS: ScheduleTotals = totalsView(
  0,
  Object.fromEntries(MONEY_COLUMNS.map((c) => [c, 0n])) as Record<MoneyColumn, bigint>,
);

export function grandTotals(sums: ScopeSums): ScheduleTotals {
  return totalsView(Number(sums.total), sums);
}
