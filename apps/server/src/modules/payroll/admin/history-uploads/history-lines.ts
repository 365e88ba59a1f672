import type { ScheduleLine } from '../../schedule/pay-item-source.ts';
import type { HistoryEntry } from './history-rows.ts';

/**
 * An imported month as a salary schedule row (ADR 48): the payslip lines built from the file's
 * figures and the totals the reports and year-to-date PAYE read. Whole kobo throughout, added and
 * subtracted only (exact as integers below 2^53; nothing is rounded).
 */

/** What the company's pay breakdown says of a component code. */
export interface BreakdownInfo {
  name: string;
  componentType: string;
  isTaxable: boolean;
  isPensionable: boolean;
}

export interface ImportedRow {
  lines: ScheduleLine[];
  basicKobo: number;
  pensionableKobo: number;
  eligibleDeductionsKobo: number;
  otherDeductionsKobo: number;
}

const SOURCE = 'import';

/** 'OTHER_ALLOWANCE' → 'Other allowance', for a code the pay breakdown does not have. */
const nameOfCode = (code: string) => {
  const words = code.toLowerCase().replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const line = (
  kind: ScheduleLine['kind'],
  code: string,
  name: string,
  kobo: number,
  extra: Partial<ScheduleLine> = {},
): ScheduleLine => ({
  kind,
  code,
  name,
  amount_kobo: String(kobo),
  taxable: false,
  pensionable: false,
  source: SOURCE,
  ...extra,
});

/**
 * Components as the file gives them (named and flagged by the pay breakdown when the code is
 * known), the rest of gross pay as one line, the four statutory deductions, and what net pay leaves
 * unexplained as other deductions, so gross − deductions = net as on a computed row.
 */
export function importedRow(e: HistoryEntry, breakdowns: ReadonlyMap<string, BreakdownInfo>): ImportedRow {
  const lines: ScheduleLine[] = [];
  let basicKobo = 0;
  let pensionableKobo = 0;
  for (const c of e.components) {
    const known = breakdowns.get(c.code);
    const pensionable = known?.isPensionable ?? false;
    lines.push(
      line('component', c.code, known?.name ?? nameOfCode(c.code), c.amountKobo, {
        taxable: known?.isTaxable ?? true,
        pensionable,
      }),
    );
    if (known?.componentType === 'basic') basicKobo += c.amountKobo;
    if (pensionable) pensionableKobo += c.amountKobo;
  }
  const rest = e.grossKobo - e.components.reduce((sum, c) => sum + c.amountKobo, 0);
  if (rest > 0) {
    const name = e.components.length ? 'Other pay' : 'Gross pay';
    lines.push(line('component', 'IMPORTED_PAY', name, rest, { taxable: true }));
  }
  const statutory: [string, string, number][] = [
    ['PAYE', 'PAYE', e.payeKobo],
    ['PENSION', 'Pension', e.pensionKobo],
    ['NHF', 'NHF', e.nhfKobo],
    ['NHIS', 'NHIS', e.nhisKobo],
  ];
  for (const [code, name, kobo] of statutory) if (kobo > 0) lines.push(line('statutory', code, name, kobo));
  const otherDeductionsKobo = e.grossKobo - e.payeKobo - e.pensionKobo - e.nhfKobo - e.nhisKobo - e.netKobo;
  if (otherDeductionsKobo > 0)
    lines.push(line('deduction', 'OTHER_DEDUCTIONS', 'Other deductions', otherDeductionsKobo));
  return {
    lines,
    basicKobo,
    pensionableKobo,
    eligibleDeductionsKobo: e.pensionKobo + e.nhfKobo + e.nhisKobo,
    otherDeductionsKobo: Math.max(0, otherDeductionsKobo),
  };
}

/** Days in a calendar month (the row's days paid: an imported month was paid whole). */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
