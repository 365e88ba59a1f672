import type { PayrollSubtotal, RegisterLineColumn, RegisterRow } from '@clockroom/contracts';
import type { ScheduleLine } from '../schedule/pay-item-source.ts';
import { identityOf, type ReportSourceRow } from './reports.repository.ts';

/**
 * The payroll register (ADR 47), built from the month's schedule rows: a column per pay line the
 * month has (components and allowances before gross pay, deductions after the statutory ones, the
 * employer's custom remittances last), every figure summed in BigInt kobo so each subtotal and the
 * grand total are their rows' sums to the kobo.
 */

/** Where a line's column sits: with the earnings, with the deductions, or with the employer's cost. */
type LineSegment = RegisterLineColumn['segment'];
type LineColumn = RegisterLineColumn;

const KIND_ORDER = [
  'component',
  'allowance',
  'benefit',
  'overtime',
  'deduction',
  'loan_repayment',
  'statutory',
];
/** Statutory lines with a column of their own (the schedule row's totals). */
const FIXED_STATUTORY = new Set(['PAYE', 'PENSION', 'NHF', 'NHIS', 'PENSION_EMPLOYER', 'NSITF', 'ITF']);

function segmentOf(line: ScheduleLine): LineSegment | null {
  if (line.kind === 'deduction' || line.kind === 'loan_repayment') return 'deduction';
  if (line.kind === 'statutory') return FIXED_STATUTORY.has(line.code) ? null : 'employer';
  return 'earning';
}

export const lineKey = (line: Pick<ScheduleLine, 'kind' | 'code'>) => `${line.kind}:${line.code}`;

/** Whole kobo of a stored line ('150000'); anything else counts as nothing rather than failing a report. */
const koboOf = (text: unknown): bigint =>
  typeof text === 'string' && /^-?\d+$/.test(text) ? BigInt(text) : 0n;

/** The month's line columns, in segment, kind and first-seen order. */
export function lineColumns(rows: readonly ReportSourceRow[]): LineColumn[] {
  const found = new Map<string, LineColumn & { first: number }>();
  for (const row of rows) {
    row.lines.forEach((line, index) => {
      const segment = segmentOf(line);
      const key = lineKey(line);
      const seen = found.get(key);
      if (segment && (!seen || index < seen.first))
        found.set(key, {
          key,
          kind: line.kind,
          code: line.code,
          name: seen?.name ?? line.name,
          segment,
          first: index,
        });
    });
  }
  const segments: LineSegment[] = ['earning', 'deduction', 'employer'];
  return [...found.values()]
    .sort(
      (a, b) =>
        segments.indexOf(a.segment) - segments.indexOf(b.segment) ||
        KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
        a.first - b.first ||
        a.code.localeCompare(b.code),
    )
    .map(({ first: _first, ...column }) => column);
}

/** The register's own figures (beside the line columns), by key. */
export const REGISTER_FIGURES = [
  'gross_pay_kobo',
  'paye_kobo',
  'pension_employee_kobo',
  'nhf_kobo',
  'nhis_kobo',
  'total_deductions_kobo',
  'net_pay_kobo',
  'pension_employer_kobo',
  'nsitf_kobo',
  'itf_kobo',
] as const;

export function registerRow(r: ReportSourceRow): RegisterRow {
  const sums = new Map<string, bigint>();
  for (const line of r.lines) {
    if (!segmentOf(line)) continue;
    const key = lineKey(line);
    sums.set(key, (sums.get(key) ?? 0n) + koboOf(line.amount_kobo));
  }
  const f = r.figures;
  return {
    ...identityOf(r),
    status: r.status,
    lines: Object.fromEntries([...sums].map(([k, v]) => [k, Number(v)])),
    gross_pay_kobo: f.gross_pay_kobo,
    paye_kobo: f.paye_kobo,
    pension_employee_kobo: f.pension_employee_kobo,
    nhf_kobo: f.nhf_kobo,
    nhis_kobo: f.nhis_kobo,
    total_deductions_kobo: Number(BigInt(f.gross_pay_kobo) - BigInt(f.net_pay_kobo)),
    net_pay_kobo: f.net_pay_kobo,
    pension_employer_kobo: f.pension_employer_kobo,
    nsitf_kobo: f.nsitf_kobo,
    itf_kobo: f.itf_kobo,
  };
}

/** Every figure and line amount of the rows added up, by column key. */
export function registerTotals(rows: readonly RegisterRow[]): Record<string, number> {
  const sums = new Map<string, bigint>(REGISTER_FIGURES.map((k) => [k, 0n]));
  for (const row of rows) {
    for (const k of REGISTER_FIGURES) sums.set(k, (sums.get(k) ?? 0n) + BigInt(row[k]));
    for (const [k, v] of Object.entries(row.lines)) sums.set(k, (sums.get(k) ?? 0n) + BigInt(v));
  }
  return Object.fromEntries([...sums].map(([k, v]) => [k, Number(v)]));
}

/** Rows grouped by a key (a branch, a department), each group summed; groups in first-seen order. */
export function subtotalsBy(
  rows: readonly RegisterRow[],
  keyOf: (row: RegisterRow) => { key: string | null; name: string | null },
): PayrollSubtotal[] {
  const groups = new Map<string, { key: string | null; name: string | null; rows: RegisterRow[] }>();
  for (const row of rows) {
    const { key, name } = keyOf(row);
    const id = key ?? '';
    const group = groups.get(id) ?? { key, name, rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  return [...groups.values()].map((g) => ({
    key: g.key,
    name: g.name,
    headcount: g.rows.length,
    totals: registerTotals(g.rows),
  }));
}

const byName = (a: PayrollSubtotal, b: PayrollSubtotal) =>
  a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name);

export interface Register {
  lineColumns: LineColumn[];
  rows: RegisterRow[];
  totals: Record<string, number>;
  branches: PayrollSubtotal[];
  departments: PayrollSubtotal[];
}

export function buildRegister(source: readonly ReportSourceRow[]): Register {
  const rows = source.map(registerRow);
  const id = (n: number | null) => (n === null ? null : String(n));
  return {
    lineColumns: lineColumns(source),
    rows,
    totals: registerTotals(rows),
    // Rows come in branch order; departments cut across branches, so they are sorted by name.
    branches: subtotalsBy(rows, (r) => ({ key: id(r.branch_id), name: r.branch })),
    departments: subtotalsBy(rows, (r) => ({ key: id(r.department_id), name: r.department })).sort(byName),
  };
}

/** A row as a table or a file reads it: its line amounts beside its figures. */
export const flatRegisterRow = ({ lines, ...row }: RegisterRow): Record<string, unknown> => ({
  ...row,
  ...lines,
});
