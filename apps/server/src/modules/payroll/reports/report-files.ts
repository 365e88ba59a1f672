import {
  PAYROLL_REPORT_WORDS,
  REMITTANCE_SCHEDULE_COLUMNS,
  formatDate,
  registerColumns,
  wordOf,
  type Language,
  type PayrollReportWord,
  type PayrollSubtotal,
  type RemittanceScheduleKind,
  type ReportColumn,
} from '@clockroom/contracts';
import type { PreparedReport } from '../../../platform/exports/report-export.ts';
import { flatRegisterRow, type Register } from './general-register.ts';
import type { Schedule } from './remittance-schedule.ts';

/**
 * The register's and the schedules' files (ADR 47): the employees' rows, then a subtotal row per
 * branch and department (or per body), then the grand total. The kit would add up every row it
 * writes, subtotals included, so the columns go without its totals row and these rows carry the sums.
 */

const word = (w: PayrollReportWord, language: Language) =>
  wordOf(PAYROLL_REPORT_WORDS, `${PAYROLL_REPORT_WORDS.namespace}.${w}`, language);

/** 'Payroll Register: March 2026', with ' (due 10-04-2026)' for a schedule. */
export function fileTitle(
  title: PayrollReportWord,
  period: { month: number; year: number },
  language: Language,
  due?: string | null,
): string {
  const month = word(`month_${period.month}` as PayrollReportWord, language);
  const when = `${word(title, language)}: ${month} ${period.year}`;
  return due ? `${when} (${word('due', language).toLowerCase()} ${formatDate(due)})` : when;
}

/** The columns without the kit's totals row (these files write their own). */
const withoutKitTotals = (columns: readonly ReportColumn[]) => columns.map(({ total: _total, ...c }) => c);

/** A row that sums a group, labelled in the first column: 'Subtotal (Branch): Lagos, 3'. */
function sumRow(
  firstKey: string,
  label: string,
  group: Pick<PayrollSubtotal, 'name' | 'headcount' | 'totals'>,
  language: Language,
): Record<string, unknown> {
  const name = group.name ?? word('not_set', language);
  return { ...group.totals, [firstKey]: `${label}: ${name} (${group.headcount})` };
}

const prepared = (
  columns: ReportColumn[],
  title: string,
  rows: Record<string, unknown>[],
): PreparedReport => ({
  columns: withoutKitTotals(columns),
  title,
  total: rows.length,
  rows: async (_ctx, page) => rows.slice(page.offset, page.offset + page.limit),
});

export function registerFile(
  register: Register,
  period: { month: number; year: number },
  language: Language,
): PreparedReport {
  const subtotal = word('subtotal', language);
  const rows: Record<string, unknown>[] = [
    ...register.rows.map(flatRegisterRow),
    ...register.branches.map((b) => sumRow('name', `${subtotal} (${word('branch', language)})`, b, language)),
    ...register.departments.map((d) =>
      sumRow('name', `${subtotal} (${word('department', language)})`, d, language),
    ),
    { ...register.totals, name: word('grand_total', language) },
  ];
  return prepared(registerColumns(register.lineColumns), fileTitle('title_general', period, language), rows);
}

const RSA_WORDS = { valid: 'rsa_valid', invalid: 'rsa_invalid', missing: 'rsa_missing' } as const;

export function scheduleFile(
  kind: RemittanceScheduleKind,
  schedule: Schedule,
  period: { month: number; year: number },
  dueDate: string | null,
  language: Language,
): PreparedReport {
  const columns = REMITTANCE_SCHEDULE_COLUMNS[kind];
  const first = columns[0]?.key ?? 'name';
  const notSet = word('not_set', language);
  const rows: Record<string, unknown>[] = [
    ...schedule.rows.map((r) => ({
      ...r,
      state: r.state === undefined ? undefined : (r.state ?? notSet),
      pfa: r.pfa === undefined ? undefined : (r.pfa ?? notSet),
      rsa_pin_check: r.rsa_pin_check ? word(RSA_WORDS[r.rsa_pin_check], language) : undefined,
    })),
    ...schedule.groups.map((g) =>
      sumRow(first, word('subtotal', language), { ...g, name: g.authority ?? g.name }, language),
    ),
    { ...schedule.totals, [first]: word('grand_total', language) },
    // CSV has no title and a sheet's name is cut at 31 characters: the due date gets a row of its own.
    ...(dueDate ? [{ [first]: `${word('due', language)}: ${formatDate(dueDate)}` }] : []),
  ];
  return prepared(columns, fileTitle(`title_${kind}`, period, language, dueDate), rows);
}
