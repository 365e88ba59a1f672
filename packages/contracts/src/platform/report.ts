import type { EndpointDefinition } from './endpoint.ts';
import { formatDate, formatMoney } from './format.ts';
import type { Language } from './constants.ts';
import { displayPhone } from './phone.ts';

/**
 * The report kit (ADR 34): a report's columns are defined once, here in contracts, and both its
 * screen (apps/web/src/platform/reports) and its files (apps/server/src/platform/exports) are built
 * from them: the heading's words, how a cell reads, which columns add up to a totals row.
 */

export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** What an empty cell reads on a screen (spec 1 §2); the attendance rows send it as their value. */
export const NA = 'NA';

/**
 * How a cell reads. Values arrive as the API answers them: `date` yyyy-MM-dd, `money` in kobo,
 * `duration` minutes (or already `HH:mm`), `percent` 0 to 100, `phone` as stored (`234-803...`).
 */
export type ReportColumnKind = 'text' | 'date' | 'number' | 'money' | 'duration' | 'percent' | 'phone';

export interface ReportColumn<K extends string = string> {
  readonly key: K;
  /** The heading's message code, `<namespace>.<word>` of the report's words. */
  readonly label: string;
  readonly kind: ReportColumnKind;
  /** The totals row adds this column up (number, money and duration columns). */
  readonly total?: true;
}

/**
 * A report's words (its title and headings) in each language a file is written in. The English
 * table is a message table of the catalogue under `namespace`, so each word has a code; the French
 * sits beside it because the server writes files in French too (ADR 34).
 */
export interface ReportWords<N extends string = string, W extends string = string> {
  readonly namespace: N;
  readonly en: Readonly<Record<W, string>>;
  readonly fr: Readonly<Record<W, string>>;
}

/** Words written once each, English beside French: `{ pin: ['Pin', 'Matricule'] }`. */
export function reportWords<const N extends string, W extends string>(
  namespace: N,
  words: Record<W, readonly [en: string, fr: string]>,
): ReportWords<N, W> {
  const pairs = Object.entries(words) as [W, readonly [string, string]][];
  const table = (i: 0 | 1) =>
    Object.fromEntries(pairs.map(([w, texts]) => [w, texts[i]])) as Record<W, string>;
  return { namespace, en: table(0), fr: table(1) };
}

/** A column of these words: its heading is the word `label` (the key's own word by default). */
export const columnOf =
  <N extends string, W extends string>(words: ReportWords<N, W>) =>
  <K extends string>(
    key: K,
    kind: ReportColumnKind,
    options: { label?: W; total?: true } = {},
  ): ReportColumn<K> => ({
    key,
    label: `${words.namespace}.${options.label ?? (key as string)}`,
    kind,
    ...(options.total ? { total: true as const } : {}),
  });

/**
 * The text of a word's code in a language; a heading that is no code of these words (one a file made
 * for itself, like a roster's day) is written as it is.
 */
export function wordOf(words: ReportWords, code: string, language: Language): string {
  const key = code.startsWith(`${words.namespace}.`) ? code.slice(words.namespace.length + 1) : code;
  return words[language][key] ?? words.en[key] ?? code;
}

export interface ReportDefinition<C extends ReportColumn = ReportColumn> {
  /** Names its export job (`export.<name>`) and the audit entity. */
  readonly name: string;
  /** The downloaded file's name before its date: `employee-report-2026-11-28.xlsx`. */
  readonly fileName: string;
  readonly words: ReportWords;
  /** The title's code (a file's title and sheet name). */
  readonly title: string;
  /** Every column the report can show, in order; a filter may choose some of them. */
  readonly columns: readonly C[];
  /** The data call and the export call; their query or body is the report's filter. */
  readonly endpoints: Readonly<Record<string, EndpointDefinition>>;
}

export const defineReport = <const R extends ReportDefinition>(report: R): R => report;

/** The columns with these keys, in the given order (a filter's chosen columns). */
export function pickColumns<C extends ReportColumn>(columns: readonly C[], keys: readonly string[]): C[] {
  return keys.flatMap((k) => columns.find((c) => c.key === k) ?? []);
}

/** Empty, for a report: nothing, a blank text, or the attendance rows' NA. */
export const isEmptyCell = (value: unknown): value is null | undefined | '' =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && (value.trim() === '' || value === NA));

/** Minutes as `HH:mm`; hours may pass 24 in totals. */
export function minutesAsDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** `HH:mm` (or a number of minutes) as minutes, for totals; NaN when it is neither. */
const asMinutes = (value: unknown): number => {
  if (typeof value === 'number') return value;
  const m = /^(\d+):(\d{2})$/.exec(String(value));
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};

const numberFormat = (language: Language, digits = 0) =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: digits });

/**
 * A cell as people read it, the same on the screen and in a PDF: dates dd-MM-yyyy, money in naira
 * from kobo, durations HH:mm. Null for an empty cell (the screen shows its NA, a file leaves it blank).
 */
export function reportCellText(kind: ReportColumnKind, value: unknown, language: Language): string | null {
  if (isEmptyCell(value)) return null;
  const n = typeof value === 'number' ? value : Number.NaN;
  switch (kind) {
    case 'date':
      return formatDate(String(value));
    case 'money':
      return Number.isFinite(n) ? formatMoney(n, 'naira', language) : String(value);
    case 'duration':
      return Number.isFinite(n) ? minutesAsDuration(n) : String(value);
    case 'number':
      return Number.isFinite(n) ? numberFormat(language).format(n) : String(value);
    case 'percent':
      return Number.isFinite(n) ? `${numberFormat(language, 1).format(n)} %` : String(value);
    case 'phone':
      return displayPhone(String(value)) || null;
    default:
      return String(value);
  }
}

/** The sums of the columns that have a total, over these rows (durations in minutes). */
export function columnTotals(
  columns: readonly ReportColumn[],
  rows: readonly Record<string, unknown>[],
): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const c of columns.filter((col) => col.total)) {
    totals[c.key] = rows.reduce<number>((sum, row) => {
      const v = isEmptyCell(row[c.key])
        ? 0
        : c.kind === 'duration'
          ? asMinutes(row[c.key])
          : Number(row[c.key]);
      return Number.isFinite(v) ? sum + v : sum;
    }, 0);
  }
  return totals;
}

/** The kit's own words, which every report's screen and file use. */
export const REPORT_KIT_WORDS = reportWords('report_kit', { total: ['Total', 'Total'] });
