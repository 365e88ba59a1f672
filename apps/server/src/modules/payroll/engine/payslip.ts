import type { PayItemLine, PayPeriod, ScheduleLine } from '../schedule/pay-item-source.ts';
import { type ComponentAmount, type ComponentRule, evaluateComponents } from './components.ts';
import {
  type Remittance,
  type TaxTable,
  monthlyPaye,
  nhfKobo,
  nhisKobo,
  pensionEmployeeKobo,
  remittanceKobo,
} from './statutory.ts';

/**
 * One employee's month (issue 19, ADR 41), pure: the package's components, every pay item source's
 * lines, the statutory deductions and the employer's remittances, and the totals the schedule row
 * keeps. Every line is rounded once where it is computed (a component by evaluateComponents, a
 * statutory line by its statutory function, PAYE by monthlyPaye); every total is a plain sum of
 * rounded lines, so a row's figures always add up to the kobo.
 */

/** A pay item line with the name of the source that gave it (kept in the line's `source`). */
export type SourcedPayItemLine = PayItemLine & { source?: string };

export interface EmployeeMonthInput {
  period: PayPeriod;
  daysPaid: number;
  monthlySalaryKobo: bigint;
  rules: readonly ComponentRule[];
  items: readonly SourcedPayItemLine[];
  taxTable: TaxTable;
  remittances: readonly Remittance[];
  /** The company's headcount paid this month (ITF applies from its minimum headcount). */
  headcount: number;
  nhfEnabled: boolean;
  annualRentKobo: bigint;
  /**
   * Earlier months of this year (schedule rows, imports included). `months` is how many months
   * those figures cover (default 0): PAYE annualises the year to date over them and this month.
   */
  ytd: { taxableKobo: bigint; eligibleDeductionsKobo: bigint; payeKobo: bigint; months?: number };
}

export interface EmployeeMonthTotals {
  grossKobo: bigint;
  taxableKobo: bigint;
  pensionableKobo: bigint;
  basicKobo: bigint;
  overtimeKobo: bigint;
  benefitsKobo: bigint;
  deductionsKobo: bigint;
  loanRepaymentKobo: bigint;
  eligibleDeductionsKobo: bigint;
  payeKobo: bigint;
  pensionEmployeeKobo: bigint;
  pensionEmployerKobo: bigint;
  nhfKobo: bigint;
  nhisKobo: bigint;
  nsitfKobo: bigint;
  itfKobo: bigint;
  netKobo: bigint;
}

export interface EmployeeMonth {
  lines: ScheduleLine[];
  totals: EmployeeMonthTotals;
}

const EARNING_KINDS = new Set(['allowance', 'benefit', 'overtime']);

const sum = (values: Iterable<bigint>): bigint => {
  let total = 0n;
  for (const v of values) total += v;
  return total;
};

function componentLine(c: ComponentAmount): ScheduleLine {
  return {
    kind: 'component',
    code: c.code,
    name: c.name,
    amount_kobo: c.amountKobo.toString(),
    taxable: c.isTaxable,
    pensionable: c.isPensionable,
    source: 'package',
  };
}

function itemLine(item: SourcedPayItemLine): ScheduleLine {
  const earning = EARNING_KINDS.has(item.kind);
  const line: ScheduleLine = {
    kind: item.kind,
    code: item.code,
    name: item.name,
    amount_kobo: item.amountKobo.toString(),
    taxable: earning && item.taxable,
    pensionable: earning && item.pensionable,
    source: item.source ?? item.kind,
  };
  if (!earning && item.taxRelief) line.tax_relief = true;
  if (item.ref !== undefined) line.ref = item.ref;
  return line;
}

function statutoryLine(code: string, name: string, amount: bigint, employer = false): ScheduleLine {
  const line: ScheduleLine = {
    kind: 'statutory',
    code,
    name,
    amount_kobo: amount.toString(),
    taxable: false,
    pensionable: false,
    source: 'statutory',
  };
  if (employer) line.employer = true;
  return line;
}

/** What the month earns: the components and the earning items (allowance, benefit, overtime). */
function earnings(components: readonly ComponentAmount[], items: readonly SourcedPayItemLine[]) {
  const earningItems = items.filter((i) => EARNING_KINDS.has(i.kind));
  const of = (kind: string) => sum(earningItems.filter((i) => i.kind === kind).map((i) => i.amountKobo));
  return {
    grossKobo: sum(components.map((c) => c.amountKobo)) + sum(earningItems.map((i) => i.amountKobo)),
    taxableKobo:
      sum(components.filter((c) => c.isTaxable).map((c) => c.amountKobo)) +
      sum(earningItems.filter((i) => i.taxable).map((i) => i.amountKobo)),
    pensionableKobo:
      sum(components.filter((c) => c.isPensionable).map((c) => c.amountKobo)) +
      sum(earningItems.filter((i) => i.pensionable).map((i) => i.amountKobo)),
    basicKobo: sum(components.filter((c) => c.componentType === 'basic').map((c) => c.amountKobo)),
    overtimeKobo: of('overtime'),
    benefitsKobo: of('benefit'),
  };
}

interface EmployerShare {
  lines: ScheduleLine[];
  pensionEmployerKobo: bigint;
  nsitfKobo: bigint;
  itfKobo: bigint;
}

/** The employer's remittances (pension 10 %, NSITF, ITF and custom ones): shown, never deducted. */
function employerShare(
  input: EmployeeMonthInput,
  bases: { grossKobo: bigint; pensionableKobo: bigint; basicKobo: bigint },
): EmployerShare {
  const share: EmployerShare = { lines: [], pensionEmployerKobo: 0n, nsitfKobo: 0n, itfKobo: 0n };
  for (const r of input.remittances) {
    if (!r.enabled) continue;
    const amount = remittanceKobo(r, bases, input.headcount);
    if (r.code === 'PENSION_EMPLOYER') share.pensionEmployerKobo += amount;
    else if (r.code === 'NSITF') share.nsitfKobo += amount;
    else if (r.code === 'ITF') share.itfKobo += amount;
    if (amount > 0n || r.code === 'PENSION_EMPLOYER')
      share.lines.push(statutoryLine(r.code, r.name, amount, true));
  }
  return share;
}

export function computeEmployeeMonth(input: EmployeeMonthInput): EmployeeMonth {
  const { period, taxTable, items, ytd } = input;
  const components = evaluateComponents(input.rules, {
    monthlySalaryKobo: input.monthlySalaryKobo,
    daysInMonth: period.daysInMonth,
    daysPaid: input.daysPaid,
  });
  const earned = earnings(components, items);
  const deductionItems = items.filter((i) => i.kind === 'deduction');
  const loanItems = items.filter((i) => i.kind === 'loan_repayment');

  const pensionEmployee = pensionEmployeeKobo(taxTable, earned.pensionableKobo);
  const nhf = input.nhfEnabled ? nhfKobo(taxTable, earned.basicKobo) : 0n;
  const nhis = nhisKobo(taxTable, earned.basicKobo);
  const reliefDeductions = sum(deductionItems.filter((i) => i.taxRelief).map((i) => i.amountKobo));
  const eligibleDeductionsKobo = pensionEmployee + nhf + nhis + reliefDeductions;

  const paye = monthlyPaye(taxTable, {
    monthsElapsed: (ytd.months ?? 0) + 1,
    ytdTaxableKobo: ytd.taxableKobo + earned.taxableKobo,
    ytdEligibleDeductionsKobo: ytd.eligibleDeductionsKobo + eligibleDeductionsKobo,
    annualRentKobo: input.annualRentKobo,
    monthGrossKobo: earned.grossKobo,
    payeBeforeKobo: ytd.payeKobo,
  });

  const deductionsKobo = sum(deductionItems.map((i) => i.amountKobo));
  const loanRepaymentKobo = sum(loanItems.map((i) => i.amountKobo));
  const employer = employerShare(input, earned);

  const statutory = [
    statutoryLine('PAYE', 'PAYE', paye),
    statutoryLine('PENSION', 'Pension (employee)', pensionEmployee),
    ...(input.nhfEnabled ? [statutoryLine('NHF', 'NHF', nhf)] : []),
    ...(nhis > 0n ? [statutoryLine('NHIS', 'NHIS', nhis)] : []),
  ];
  // Earnings in payslip order (components, then allowances, benefits, overtime), then what is taken.
  const byKind = (kind: string) => items.filter((i) => i.kind === kind).map(itemLine);
  const lines = [
    ...components.map(componentLine),
    ...byKind('allowance'),
    ...byKind('benefit'),
    ...byKind('overtime'),
    ...statutory,
    ...byKind('deduction'),
    ...byKind('loan_repayment'),
    ...employer.lines,
  ];

  const totals: EmployeeMonthTotals = {
    ...earned,
    deductionsKobo,
    loanRepaymentKobo,
    eligibleDeductionsKobo,
    payeKobo: paye,
    pensionEmployeeKobo: pensionEmployee,
    pensionEmployerKobo: employer.pensionEmployerKobo,
    nhfKobo: nhf,
    nhisKobo: nhis,
    nsitfKobo: employer.nsitfKobo,
    itfKobo: employer.itfKobo,
    netKobo: earned.grossKobo - paye - pensionEmployee - nhf - nhis - deductionsKobo - loanRepaymentKobo,
  };
  return { lines, totals };
}
