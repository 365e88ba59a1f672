import type { ReportColumn } from '../../platform/report.ts';
import type { RegisterLineColumn } from './payroll-reports.ts';
import {
  REGISTER_CLOSING_COLUMNS,
  REGISTER_GROSS_COLUMN,
  REGISTER_PERSON_COLUMNS,
  STATUTORY_DEDUCTION_COLUMNS,
} from './payroll-reports-words.ts';

/** A month's pay line as a money column headed by its own name (a company's component, not a word). */
const lineColumn = (line: RegisterLineColumn): ReportColumn => ({
  key: line.key,
  label: line.name,
  kind: 'money',
  total: true,
});

/**
 * The register's columns for a month (ADR 47), the same on the screen and in the files: who, the
 * earnings lines, gross pay, the statutory deductions, the deduction lines, total deductions and net
 * pay, the employer's contributions and its other remittances.
 */
export function registerColumns(lines: readonly RegisterLineColumn[]): ReportColumn[] {
  const of = (segment: RegisterLineColumn['segment']) =>
    lines.filter((l) => l.segment === segment).map(lineColumn);
  return [
    ...REGISTER_PERSON_COLUMNS,
    ...of('earning'),
    REGISTER_GROSS_COLUMN,
    ...STATUTORY_DEDUCTION_COLUMNS,
    ...of('deduction'),
    ...REGISTER_CLOSING_COLUMNS,
    ...of('employer'),
  ];
}
