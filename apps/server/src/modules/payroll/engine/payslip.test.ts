import { describe, expect, it } from 'vitest';
import { DEFAULT_REMITTANCES } from '../statutory/statutory-defaults.ts';
import type { PayItemLine, PayPeriod } from '../schedule/pay-item-source.ts';
import type { ComponentRule } from './components.ts';
import { type EmployeeMonthInput, computeEmployeeMonth } from './payslip.ts';
import type { Remittance } from './statutory.ts';
import { N, ntaTable } from './tax-table.fixtures.ts';

const NTA = ntaTable(2);

const REMITTANCES: Remittance[] = DEFAULT_REMITTANCES.map((r) => ({ ...r, enabled: true }));

function period(year: number, month: number): PayPeriod {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { year, month, start: `${year}-${mm}-01`, end: `${year}-${mm}-${daysInMonth}`, daysInMonth };
}

const rule = (
  code: string,
  componentType: ComponentRule['componentType'],
  percentage: string,
  position: number,
  isPensionable = true,
): ComponentRule => ({
  payBreakdownId: position,
  code,
  name: code[0] + code.slice(1).toLowerCase(),
  componentType,
  calculationType: 'percentage',
  percentage,
  amountKobo: null,
  formula: null,
  isPensionable,
  isTaxable: true,
  position,
});

/** Basic 50 %, Housing 30 %, Transport 20 %: every component pensionable (the worked example). */
const ALL_PENSIONABLE = [
  rule('BASIC', 'basic', '50', 1),
  rule('HOUSING', 'housing', '30', 2),
  rule('TRANSPORT', 'transport', '20', 3),
];

function input(over: Partial<EmployeeMonthInput> = {}): EmployeeMonthInput {
  const p = over.period ?? period(2026, 3);
  return {
    period: p,
    daysPaid: p.daysInMonth,
    monthlySalaryKobo: N(250_000),
    rules: ALL_PENSIONABLE,
    items: [],
    taxTable: NTA,
    remittances: REMITTANCES,
    headcount: 10,
    nhfEnabled: false,
    annualRentKobo: 0n,
    ytd: { taxableKobo: 0n, eligibleDeductionsKobo: 0n, payeKobo: 0n },
    ...over,
  };
}

const line = (lines: { code: string; amount_kobo: string }[], code: string) =>
  lines.find((l) => l.code === code)?.amount_kobo;

describe('computeEmployeeMonth', () => {
  it('pays the worked example: ₦250,000 a month, all pensionable, NHF off → PAYE ₦24,500, pension ₦20,000', () => {
    const { lines, totals } = computeEmployeeMonth(input());
    expect(totals.grossKobo).toBe(N(250_000));
    expect(totals.payeKobo).toBe(N(24_500));
    expect(totals.pensionEmployeeKobo).toBe(N(20_000));
    expect(totals.nhfKobo).toBe(0n);
    expect(totals.netKobo).toBe(N(205_500));
    expect(totals.pensionEmployerKobo).toBe(N(25_000));
    expect(totals.nsitfKobo).toBe(N(2_500));
    expect(totals.itfKobo).toBe(N(2_500));
    expect(line(lines, 'BASIC')).toBe(String(N(125_000)));
    expect(line(lines, 'PAYE')).toBe(String(N(24_500)));
    expect(line(lines, 'PENSION')).toBe(String(N(20_000)));
    expect(lines.find((l) => l.code === 'NHF')).toBeUndefined();
    expect(lines.find((l) => l.code === 'PENSION_EMPLOYER')?.employer).toBe(true);
  });

  it('gives the same PAYE every month of a steady year (the year-to-date method trues up to it)', () => {
    const feb = computeEmployeeMonth(
      input({
        period: period(2026, 2),
        ytd: { taxableKobo: N(250_000), eligibleDeductionsKobo: N(20_000), payeKobo: N(24_500), months: 1 },
      }),
    );
    expect(feb.totals.payeKobo).toBe(N(24_500));
  });

  it('trues up a raise over the year to date', () => {
    const feb = computeEmployeeMonth(
      input({
        period: period(2026, 2),
        monthlySalaryKobo: N(300_000),
        ytd: { taxableKobo: N(250_000), eligibleDeductionsKobo: N(20_000), payeKobo: N(24_500), months: 1 },
      }),
    );
    // 550,000 − 44,000 over two months → 3,036,000 a year: 330,000 + 18 % of 36,000 = 336,480; × 2/12 − 24,500.
    expect(feb.totals.payeKobo).toBe(N(31_580));
  });

  it('takes NHF at 2.5 % of basic when the employee contributes, and counts it before tax', () => {
    const { totals, lines } = computeEmployeeMonth(input({ nhfEnabled: true }));
    expect(totals.nhfKobo).toBe(N(3_125));
    // 3,000,000 − 240,000 − 37,500 = 2,722,500 chargeable: 15 % of 1,922,500 = 288,375 a year.
    expect(totals.payeKobo).toBe(N(24_031.25));
    expect(line(lines, 'NHF')).toBe(String(N(3_125)));
    expect(totals.netKobo).toBe(N(250_000 - 20_000 - 3_125 - 24_031.25));
  });

  it('prorates a joiner by calendar days', () => {
    const april = period(2026, 4);
    const { totals } = computeEmployeeMonth(input({ period: april, daysPaid: 15 }));
    expect(totals.grossKobo).toBe(N(125_000));
    expect(totals.pensionEmployeeKobo).toBe(N(10_000));
    // 1,500,000 − 120,000 annualised → 15 % of 580,000 = 87,000 a year.
    expect(totals.payeKobo).toBe(N(7_250));
  });

  it('rounds each line once and the totals add up to the kobo', () => {
    const { lines, totals } = computeEmployeeMonth(
      input({ daysPaid: 10, rules: [...ALL_PENSIONABLE, rule('UTILITY', 'other', '7.77', 4, false)] }),
    );
    const earnings = lines.filter((l) => ['component', 'allowance', 'benefit', 'overtime'].includes(l.kind));
    expect(totals.grossKobo).toBe(earnings.reduce((s, l) => s + BigInt(l.amount_kobo), 0n));
    const taken = lines.filter(
      (l) => (l.kind === 'statutory' && !l.employer) || l.kind === 'deduction' || l.kind === 'loan_repayment',
    );
    expect(totals.netKobo).toBe(totals.grossKobo - taken.reduce((s, l) => s + BigInt(l.amount_kobo), 0n));
    for (const l of lines) expect(l.amount_kobo).toMatch(/^\d+$/);
  });

  it('adds every source line where it belongs: overtime in gross, deductions and loans from net', () => {
    const item = (
      kind: PayItemLine['kind'],
      code: string,
      naira: number,
      extra: Partial<PayItemLine> = {},
    ) => ({
      employeeId: 1,
      kind,
      code,
      name: code,
      amountKobo: N(naira),
      taxable: kind === 'overtime',
      pensionable: false,
      source: kind === 'overtime' ? 'overtime' : 'test',
      ...extra,
    });
    const { lines, totals } = computeEmployeeMonth(
      input({
        items: [
          item('overtime', 'OVERTIME', 11_250),
          item('benefit', 'MEAL', 5_000, { taxable: false }),
          item('allowance', 'ALLOWANCE_1', 10_000, { taxable: true, pensionable: true }),
          item('deduction', 'LIFE', 2_000, { taxRelief: true }),
          item('loan_repayment', 'LOAN_3', 15_000, { ref: '3:7' }),
        ],
      }),
    );
    expect(totals.grossKobo).toBe(N(276_250));
    expect(totals.taxableKobo).toBe(N(271_250));
    expect(totals.pensionableKobo).toBe(N(260_000));
    expect(totals.overtimeKobo).toBe(N(11_250));
    expect(totals.benefitsKobo).toBe(N(5_000));
    expect(totals.deductionsKobo).toBe(N(2_000));
    expect(totals.loanRepaymentKobo).toBe(N(15_000));
    expect(totals.eligibleDeductionsKobo).toBe(N(20_800 + 2_000));
    expect(totals.netKobo).toBe(
      totals.grossKobo - totals.payeKobo - totals.pensionEmployeeKobo - N(2_000) - N(15_000),
    );
    const overtime = lines.find((l) => l.code === 'OVERTIME');
    expect(overtime).toMatchObject({
      kind: 'overtime',
      source: 'overtime',
      taxable: true,
      pensionable: false,
    });
    expect(lines.find((l) => l.code === 'LIFE')?.tax_relief).toBe(true);
    expect(lines.find((l) => l.code === 'LOAN_3')?.ref).toBe('3:7');
  });

  it('takes no PAYE at or below the minimum wage, and no ITF below its headcount', () => {
    const { totals, lines } = computeEmployeeMonth(input({ monthlySalaryKobo: N(70_000), headcount: 4 }));
    expect(totals.payeKobo).toBe(0n);
    expect(totals.itfKobo).toBe(0n);
    expect(lines.find((l) => l.code === 'ITF')).toBeUndefined();
    expect(totals.netKobo).toBe(N(70_000 - 5_600));
  });
});
