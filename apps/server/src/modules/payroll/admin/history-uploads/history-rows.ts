import {
  HISTORY_UPLOAD_COLUMNS,
  HISTORY_UPLOAD_MESSAGES as M,
  nairaToKobo,
  type HistoryRowError,
} from '@clockroom/contracts';
import type { SheetData } from '../../../../platform/files/import-file.ts';

/**
 * The rows of a payment history file checked (ADR 48): each becomes one employee-month with its
 * figures in whole kobo, or its problems by line and column. Pure: what the database knows (who has
 * which pin or email, which months are already paid) comes in `known`.
 */

/** One valid row: the month's figures in kobo, components by code. */
export interface HistoryEntry {
  line: number;
  employeeId: number;
  year: number;
  month: number;
  grossKobo: number;
  taxableKobo: number;
  pensionKobo: number;
  nhfKobo: number;
  nhisKobo: number;
  payeKobo: number;
  netKobo: number;
  components: { code: string; amountKobo: number }[];
}

export interface KnownRecords {
  /** Employee ids by pin and by lower-cased email. */
  byPin: ReadonlyMap<string, number>;
  byEmail: ReadonlyMap<string, number>;
  /** `employeeId-year-month` of the months that already have a schedule row. */
  takenMonths: ReadonlySet<string>;
  /** The current month in the company's timezone, `yyyy-MM`: later months are not history. */
  currentMonth: string;
}

export interface CheckedRows {
  components: string[];
  entries: HistoryEntry[];
  errors: HistoryRowError[];
  total: number;
}

const FIXED = new Set<string>(HISTORY_UPLOAD_COLUMNS);

/** The required columns the header lacks. */
export const missingColumns = (headers: readonly string[]) =>
  HISTORY_UPLOAD_COLUMNS.filter((c) => !headers.includes(c));

/** The columns beside the fixed ones: components of gross pay, by code. */
export const componentColumns = (headers: readonly string[]) => [
  ...new Set(headers.filter((h) => h !== '' && !FIXED.has(h))),
];

export const monthKey = (employeeId: number, year: number, month: number) => `${employeeId}-${year}-${month}`;

/** The employees the file names, for the lookup: pins, and lower-cased emails. */
export function employeeKeys(sheet: SheetData): { pins: string[]; emails: string[] } {
  const keys = sheet.rows.map((r) => (r.cells.employee ?? '').trim()).filter(Boolean);
  return {
    pins: [...new Set(keys.filter((k) => !k.includes('@')))],
    emails: [...new Set(keys.filter((k) => k.includes('@')).map((k) => k.toLowerCase()))],
  };
}

/** One row's reading, collecting its problems. */
class RowReader {
  readonly errors: HistoryRowError[] = [];
  constructor(
    private readonly line: number,
    private readonly cells: Record<string, string>,
  ) {}

  problem(field: string, message: string) {
    this.errors.push({ row: this.line, field, message });
  }

  text(field: string): string {
    return (this.cells[field] ?? '').trim();
  }

  /** Naira to kobo; blank is `blank` (undefined: required, with `required` as its message). */
  amount(field: string, blank: number | undefined, required: string = M.amountInvalid): number | undefined {
    const raw = this.text(field);
    if (raw === '') {
      if (blank === undefined) this.problem(field, required);
      return blank;
    }
    const kobo = nairaToKobo(raw);
    if (kobo === undefined) this.problem(field, M.amountInvalid);
    return kobo;
  }

  whole(field: string, pattern: RegExp, min: number, max: number, message: string): number | undefined {
    const raw = this.text(field);
    const n = pattern.test(raw) ? Number(raw) : NaN;
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    this.problem(field, message);
    return undefined;
  }
}

function employeeOf(r: RowReader, known: KnownRecords): number | undefined {
  const key = r.text('employee');
  if (key === '') {
    r.problem('employee', M.employeeRequired);
    return undefined;
  }
  const id = key.includes('@') ? known.byEmail.get(key.toLowerCase()) : known.byPin.get(key);
  if (id === undefined) r.problem('employee', M.employeeUnknown);
  return id;
}

/** The figures' own rules: taxable and net within gross, components within gross. */
function checkFigures(r: RowReader, e: Omit<HistoryEntry, 'line' | 'employeeId' | 'year' | 'month'>) {
  if (e.taxableKobo > e.grossKobo) r.problem('taxable_pay', M.taxableAboveGross);
  const statutory = e.payeKobo + e.pensionKobo + e.nhfKobo + e.nhisKobo;
  if (e.netKobo > e.grossKobo - statutory) r.problem('net_pay', M.netAboveGross);
  const parts = e.components.reduce((sum, c) => sum + c.amountKobo, 0);
  if (parts > e.grossKobo) r.problem('gross_pay', M.componentsAboveGross);
}

function readRow(
  line: number,
  cells: Record<string, string>,
  components: readonly string[],
  known: KnownRecords,
): { entry?: HistoryEntry; errors: HistoryRowError[] } {
  const r = new RowReader(line, cells);
  const employeeId = employeeOf(r, known);
  const year = r.whole('year', /^\d{4}$/, 2000, 9999, M.yearInvalid);
  const month = r.whole('month', /^\d{1,2}$/, 1, 12, M.monthInvalid);
  if (
    year !== undefined &&
    month !== undefined &&
    `${year}-${String(month).padStart(2, '0')}` > known.currentMonth
  )
    r.problem('month', M.monthAhead);
  const gross = r.amount('gross_pay', undefined, M.grossRequired);
  const figures = {
    grossKobo: gross ?? 0,
    taxableKobo: r.amount('taxable_pay', gross ?? 0) ?? 0,
    pensionKobo: r.amount('pension_employee', 0) ?? 0,
    nhfKobo: r.amount('nhf', 0) ?? 0,
    nhisKobo: r.amount('nhis', 0) ?? 0,
    payeKobo: r.amount('paye', 0) ?? 0,
    netKobo: r.amount('net_pay', undefined, M.netRequired) ?? 0,
    components: components
      .map((code) => ({ code: code.toUpperCase(), amountKobo: r.amount(code, 0) ?? 0 }))
      .filter((c) => c.amountKobo > 0),
  };
  if (r.errors.length === 0) checkFigures(r, figures);
  if (employeeId !== undefined && year !== undefined && month !== undefined && r.errors.length === 0) {
    if (known.takenMonths.has(monthKey(employeeId, year, month))) r.problem('month', M.monthTaken);
  }
  if (r.errors.length || employeeId === undefined || year === undefined || month === undefined)
    return { errors: r.errors };
  return { entry: { line, employeeId, year, month, ...figures }, errors: [] };
}

/** Every row of the file checked; a second row for the same employee and month is refused. */
export function checkRows(sheet: SheetData, known: KnownRecords): CheckedRows {
  const components = componentColumns(sheet.headers);
  const seen = new Set<string>();
  const entries: HistoryEntry[] = [];
  const errors: HistoryRowError[] = [];
  for (const { line, cells } of sheet.rows) {
    const read = readRow(line, cells, components, known);
    const key = read.entry && monthKey(read.entry.employeeId, read.entry.year, read.entry.month);
    if (read.entry && key && seen.has(key)) {
      errors.push({ row: line, field: 'month', message: M.repeatedInFile });
    } else if (read.entry && key) {
      seen.add(key);
      entries.push(read.entry);
    }
    errors.push(...read.errors);
  }
  return { components: components.map((c) => c.toUpperCase()), entries, errors, total: sheet.rows.length };
}
