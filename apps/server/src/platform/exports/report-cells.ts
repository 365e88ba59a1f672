import {
  REPORT_KIT_WORDS,
  isEmptyCell,
  reportCellText,
  wordOf,
  type Language,
  type ReportColumn,
} from '@clockroom/contracts';
import type { ExportCell, ExportFormat } from './table-writers.ts';

/**
 * A cell as a file holds it (ADR 34). A PDF reads like the screen; CSV and XLSX keep quantities as
 * numbers (money in naira from kobo) so a spreadsheet can add them up, and write the rest as the
 * screen does: dates dd-MM-yyyy, durations HH:mm, phones `+234 803 123 4567`.
 */
export function fileCell(
  column: Pick<ReportColumn, 'kind'>,
  value: unknown,
  format: ExportFormat,
  language: Language,
): ExportCell {
  if (isEmptyCell(value)) return null;
  if (format !== 'pdf' && typeof value === 'number') {
    if (column.kind === 'money') return format === 'csv' ? (value / 100).toFixed(2) : value / 100;
    if (column.kind === 'number' || column.kind === 'percent') return value;
  }
  const text = reportCellText(column.kind, value, language);
  return format === 'pdf' && text !== null ? pdfSafe(text) : text;
}

/**
 * The PDF's standard Helvetica (no font file) has no ₦ and no narrow no-break space, which French
 * groups thousands with: both would print as nothing. The currency is written NGN there, and the
 * thousands kept apart by a plain no-break space.
 */
export const pdfSafe = (text: string): string =>
  text
    .replace(/\u202f/g, '\u00a0')
    .replace(/₦(?=\d)/g, 'NGN\u00a0')
    .replace(/₦/g, 'NGN');

export function fileRow(
  columns: readonly ReportColumn[],
  row: Record<string, unknown>,
  format: ExportFormat,
  language: Language,
): Record<string, ExportCell> {
  return Object.fromEntries(columns.map((c) => [c.key, fileCell(c, row[c.key], format, language)]));
}

/** The totals row: 'Total' in the first column that has no total, then each column's sum. */
export function totalsRow(
  columns: readonly ReportColumn[],
  totals: Record<string, number>,
  format: ExportFormat,
  language: Language,
): Record<string, ExportCell> {
  const row = fileRow(columns, totals, format, language);
  const labelled = columns.find((c) => !c.total);
  if (labelled) row[labelled.key] = wordOf(REPORT_KIT_WORDS, 'report_kit.total', language);
  return row;
}
