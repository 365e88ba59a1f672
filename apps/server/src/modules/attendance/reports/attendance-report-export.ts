import {
  ATTENDANCE_REPORT,
  ATTENDANCE_REPORT_LAYOUTS,
  attendanceFileColumns,
  isOvertimeReportType,
  type AnyAttendanceReportType,
} from '@clockroom/contracts';
import type { ReportSource } from '../../../platform/exports/report-export.ts';
import * as repo from './attendance-reports.repository.ts';
import { reportQuery, type ReportRequest } from './attendance-reports.service.ts';
import { dayOf, employeeOf, logOf, totalsOf } from './report-rows.ts';
import { overtimeFileRows, overtimeReportPage, overtimeReportQuery } from './overtime-report.ts';

/**
 * An attendance report as a file (CSV, XLSX, PDF): one row per employee-day, punch or employee,
 * with the date and who first, then the columns of the type's table (spec 3 §2), titled by its type.
 * A month for a large company is written by a job with progress (platform/exports/report-export.ts).
 */
export type ReportFileFilter = ReportRequest & { type: AnyAttendanceReportType };

export const attendanceReportFile: ReportSource<ReportFileFilter> = {
  report: ATTENDANCE_REPORT,
  async prepare(ctx, f) {
    // The type's own columns: a key may have another heading in another type (absentee's SHIFT).
    const columns = attendanceFileColumns(ATTENDANCE_REPORT_LAYOUTS[f.type]);
    const title = `attendance_report_words.title_${f.type}`;
    if (isOvertimeReportType(f.type)) {
      const type = f.type;
      const oq = await overtimeReportQuery(ctx, f);
      const first = await overtimeReportPage(ctx, type, oq, { limit: 1, offset: 0 });
      return { columns, title, total: first.total, rows: (c, rows) => overtimeFileRows(c, type, oq, rows) };
    }
    const q = await reportQuery(ctx, f.type, f);
    if (f.type === 'logs') {
      return {
        columns,
        title,
        total: await repo.countPunches(ctx.tx, ctx.companyId, q),
        rows: async (c, rows) =>
          (await repo.punchRows(c.tx, c.companyId, q, { rows })).map((r) => ({
            checkdate: r.date,
            ...employeeOf(r),
            ...logOf(r),
          })),
      };
    }
    if (f.type === 'summary' || f.type === 'punctuality') {
      const first = await repo.employeeTotals(ctx.tx, ctx.companyId, { ...q, limit: 1, offset: 0 });
      return {
        columns,
        title,
        total: first.total,
        rows: async (c, rows) =>
          (await repo.employeeTotals(c.tx, c.companyId, { ...q, ...rows })).rows.map((r) => ({
            ...employeeOf(r),
            ...totalsOf(r),
          })),
      };
    }
    return {
      columns,
      title,
      total: await repo.countDays(ctx.tx, ctx.companyId, q),
      rows: async (c, rows) =>
        (await repo.dayRowsWithDetails(c.tx, c.companyId, q, { order: 'employee', rows })).map((r) => ({
          ...employeeOf(r),
          ...dayOf(r),
        })),
    };
  },
};
