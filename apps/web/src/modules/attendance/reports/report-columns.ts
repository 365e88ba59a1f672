import {
  ATTENDANCE_REPORT_LAYOUTS,
  ATTENDANCE_WHO_COLUMNS,
  NA,
  isEmptyCell,
  type AttendanceReportGroup,
  type AttendanceReportPage,
  type ReportColumn,
} from '@clockroom/contracts';
import type { ReportRow } from '../../../platform/reports/report-table.tsx';
import type { ReportTypeName } from './report-address.ts';

/**
 * How the report screens lay out a type's columns (contracts' ATTENDANCE_REPORT_LAYOUTS, the same the
 * files use; spec 3 §2 "Report tables", spec 1 §2): grouped by employee, the date then the day's
 * columns under the person's heading; by date or per employee, who then the day's columns.
 */

/** One table of a report page: a group's heading and its rows. */
export interface ReportSection {
  key: string;
  heading: { employee: { name: string; pin: string } } | { date: string } | null;
  rows: ReportRow[];
}

/**
 * Types whose results are rows already, in one table: an employee's totals (punctuality, summary,
 * overtime_summary) or one overtime record (overtime).
 */
export const isTotalsType = (type: ReportTypeName) =>
  type === 'punctuality' || type === 'summary' || type === 'overtime' || type === 'overtime_summary';

/** Absentee's columns sort (spec 3 §2). */
export const sortableOf = (type: ReportTypeName): string[] =>
  type === 'absentee' ? ['checkdate', 'shift_name', 'shift_range'] : [];

/**
 * The columns of a type's tables for one page. The optional who-columns show only when a row of the
 * page fills them (spec 1 §2), so every group of a page has the same columns.
 */
export function reportColumns(
  type: ReportTypeName,
  group: AttendanceReportGroup,
  rows: readonly ReportRow[],
): ReportColumn[] {
  const layout = ATTENDANCE_REPORT_LAYOUTS[type];
  if (group === 'employee' && !isTotalsType(type) && 'date' in layout)
    return [layout.date, ...layout.columns];
  const who = layout.optional.filter((c) => rows.some((r) => !isEmptyCell(r[c.key])));
  return [...ATTENDANCE_WHO_COLUMNS, ...who, ...layout.columns];
}

type Fields = Record<string, unknown>;
const flat = (details: unknown, rest: object, key: string): ReportRow => {
  const { employee_details: _omit, ...fields } = rest as Fields;
  return { ...(details as Fields), ...fields, key };
};

/** The page's groups as tables: a heading (person or date) and flat rows. */
export function reportSections(page: AttendanceReportPage, type: ReportTypeName): ReportSection[] {
  if (isTotalsType(type)) {
    const rows = page.results.map((g, i) => flat(g.employee_details, g, `e${g.employee_details?.id ?? i}`));
    return rows.length ? [{ key: 'totals', heading: null, rows }] : [];
  }
  return page.results.map((g, i) => {
    if (g.date !== undefined) {
      return {
        key: `d${g.date}`,
        heading: { date: g.date },
        rows: (g.employees ?? []).map((e, j) => flat(e.employee_details, e, `${g.date}-${j}`)),
      };
    }
    const who = g.employee_details;
    return {
      key: `e${who?.id ?? i}`,
      heading: { employee: { name: who?.name ?? NA, pin: who?.pin ?? NA } },
      rows: (g.days ?? []).map((d, j) => ({ ...d, key: `${d.checkdate}-${j}` })),
    };
  });
}
