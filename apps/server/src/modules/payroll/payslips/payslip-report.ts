import type { ScheduleLine } from '../schedule/pay-item-source.ts';

/**
 * The payslip's figures from a year's schedule rows (ADR 46), pure and exact: amounts are whole kobo
 * as BigInt, added and never divided, so nothing is rounded here (the run rounded each line once).
 */

export type PayslipSectionName = 'allowances' | 'benefits' | 'deductions';
export const PAYSLIP_SECTIONS: readonly PayslipSectionName[] = ['allowances', 'benefits', 'deductions'];

/**
 * Where a line shows: package components and allowances are allowances; benefits and overtime are
 * benefits; PAYE, pension, NHF, NHIS, deductions and loan repayments are deductions. The employer's
 * contributions (pension 10 %, NSITF, ITF) are never taken from pay, so never on the payslip.
 */
export function sectionOf(line: Pick<ScheduleLine, 'kind' | 'employer'>): PayslipSectionName | null {
  switch (line.kind) {
    case 'component':
    case 'allowance':
      return 'allowances';
    case 'benefit':
    case 'overtime':
      return 'benefits';
    case 'deduction':
    case 'loan_repayment':
      return 'deductions';
    case 'statutory':
      return line.employer ? null : 'deductions';
    default:
      return null;
  }
}

/** One month's schedule row, as the payslip reads it. */
export interface PayslipRow {
  month: number;
  grossKobo: bigint;
  netKobo: bigint;
  lines: readonly ScheduleLine[];
}

export interface PayslipLineKobo {
  code: string;
  name: string;
  currentKobo: bigint;
  yearToDateKobo: bigint;
}

export interface PayslipSectionKobo {
  lines: PayslipLineKobo[];
  currentKobo: bigint;
  yearToDateKobo: bigint;
}

export interface PayslipKobo {
  sections: Record<PayslipSectionName, PayslipSectionKobo>;
  gross: { currentKobo: bigint; yearToDateKobo: bigint };
  net: { currentKobo: bigint; yearToDateKobo: bigint };
}

const koboOf = (line: ScheduleLine): bigint => BigInt(line.amount_kobo);

/**
 * `month`'s payslip from the rows of its year up to and including it (null when `month` has no
 * row). Year to date adds each line by its kind and code across those rows, so a line paid earlier
 * in the year but not this month still shows, at 0 this month. Lines keep this month's order, then
 * come those of earlier months only, the latest month first; a code's name is its latest.
 */
export function buildPayslip(rows: readonly PayslipRow[], month: number): PayslipKobo | null {
  const current = rows.find((r) => r.month === month);
  if (!current) return null;
  const upTo = rows.filter((r) => r.month <= month);
  const byKey = new Map<string, PayslipLineKobo & { section: PayslipSectionName }>();
  const ordered = [current, ...upTo.filter((r) => r !== current).sort((a, b) => b.month - a.month)];
  for (const row of ordered) {
    for (const line of row.lines) {
      const section = sectionOf(line);
      if (!section) continue;
      const key = `${line.kind}:${line.code}`;
      let entry = byKey.get(key);
      if (!entry) {
        entry = { section, code: line.code, name: line.name, currentKobo: 0n, yearToDateKobo: 0n };
        byKey.set(key, entry);
      }
      const amount = koboOf(line);
      entry.yearToDateKobo += amount;
      if (row === current) entry.currentKobo += amount;
    }
  }
  const sections = Object.fromEntries(
    PAYSLIP_SECTIONS.map((name) => [name, { lines: [], currentKobo: 0n, yearToDateKobo: 0n }]),
  ) as unknown as Record<PayslipSectionName, PayslipSectionKobo>;
  for (const { section, ...line } of byKey.values()) {
    const target = sections[section];
    target.lines.push(line);
    target.currentKobo += line.currentKobo;
    target.yearToDateKobo += line.yearToDateKobo;
  }
  const sum = (pick: (r: PayslipRow) => bigint) => upTo.reduce((total, r) => total + pick(r), 0n);
  return {
    sections,
    gross: { currentKobo: current.grossKobo, yearToDateKobo: sum((r) => r.grossKobo) },
    net: { currentKobo: current.netKobo, yearToDateKobo: sum((r) => r.netKobo) },
  };
}

/** Whole kobo as naira text with two decimals, exactly: 2450000n → "24500.00", -5n → "-0.05". */
export function nairaText(kobo: bigint): string {
  const negative = kobo < 0n;
  const abs = negative ? -kobo : kobo;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Naira text with thousands separated, for the PDF: "1234567.50" → "1,234,567.50". */
export function groupedNaira(text: string): string {
  const [whole = '0', decimals = '00'] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
}
