import type { AttendanceReportType } from '@clockroom/contracts';
import type { ReportDefinition } from '../../../platform/exports/report-export.ts';
import type { ExportCell, ExportColumn } from '../../../platform/exports/table-writers.ts';
import * as repo from './attendance-reports.repository.ts';
import { reportQuery, type ReportRequest } from './attendance-reports.service.ts';
import { dayOf, employeeOf, logOf, totalsOf } from './report-rows.ts';

/**
 * An attendance report as a file (CSV, XLSX, PDF): one row per employee-day, punch or employee,
 * with the columns of the type's table (spec 3 §2) after who and when. A month for a large company
 * is written by a job with progress (platform/exports/report-export.ts).
 */
export type ReportFileFilter = ReportRequest & { type: AttendanceReportType };

const WHO: ExportColumn[] = [
  { key: 'name', label: 'Name' },
  { key: 'pin', label: 'Pin' },
  { key: 'department', label: 'Department' },
  { key: 'branch', label: 'Branch' },
];
const DATE: ExportColumn = { key: 'checkdate', label: 'Date' };
const col = (key: string, label: string): ExportColumn => ({ key, label });

const COLUMNS: Record<AttendanceReportType, ExportColumn[]> = {
  workforce: [
    DATE,
    ...WHO,
    col('clockin_readable', 'Clock In'),
    col('clockout_readable', 'Clock Out'),
    col('shift_name', 'Shift'),
    col('shift_range', 'Shift Range'),
    col('expected_work_hours', 'Expected Work Hours'),
    col('hours_worked', 'Hours Worked'),
    col('exemption_reason', 'Exemption Reason'),
  ],
  lateness: [
    DATE,
    ...WHO,
    col('shift_name', 'Shift'),
    col('clockin_readable', 'Clock In'),
    col('expected_clockin_readable', 'Expected Clock In'),
    col('lost_time', 'Lost Time'),
  ],
  earlyIn: [
    DATE,
    ...WHO,
    col('shift_name', 'Shift'),
    col('clockin_readable', 'Clock In'),
    col('expected_clockin_readable', 'Expected Clockin'),
    col('gained_time', 'Gained Time'),
  ],
  absentee: [DATE, ...WHO, col('shift_name', 'Shift'), col('shift_range', 'Shift Range')],
  offday: [DATE, ...WHO, col('shift_name', 'Shift')],
  simple: [
    DATE,
    ...WHO,
    col('clockin_readable', 'Clock In'),
    col('clockout_readable', 'Clock Out'),
    col('hours_worked', 'Hours Worked'),
  ],
  logs: [
    DATE,
    ...WHO,
    col('clocktime', 'Time'),
    col('clocktype', 'Clock Type'),
    col('device_name', 'Device Name'),
    col('serial_no', 'Serial No'),
    col('upload_time', 'Upload Time'),
  ],
  punctuality: [
    ...WHO,
    col('average_clocktime', 'Average Clock Time'),
    col('num_punctuality', 'Number of Punctuality'),
  ],
  summary: [
    ...WHO,
    col('days_clockin_and_out', 'Days Clocked In and Out'),
    col('hours_late', 'Hours Late'),
    col('no_clockin', 'No Clockin'),
    col('no_clockout', 'No Clockout'),
    col('num_days_absent', 'Days Absent'),
    col('num_lateness', 'Days Late'),
    col('hours_worked', 'Hours Worked'),
    col('expected_total_hours', 'Expected Hours Worked'),
  ],
};

type Row = Record<string, ExportCell>;

export const attendanceReportFile: ReportDefinition<ReportFileFilter> = {
  name: 'attendance-report',
  title: 'Attendance Report',
  baseName: 'attendance-report',
  async prepare(ctx, f) {
    const q = await reportQuery(ctx, f.type, f);
    const columns = COLUMNS[f.type];
    if (f.type === 'logs') {
      return {
        columns,
        total: await repo.countPunches(ctx.tx, ctx.companyId, q),
        fileRows: async (c, rows) =>
          (await repo.punchRows(c.tx, c.companyId, q, { rows })).map((r): Row => ({
            checkdate: r.date,
            ...employeeOf(r),
            ...logOf(r),
            employee_details: undefined,
          })),
      };
    }
    if (f.type === 'summary' || f.type === 'punctuality') {
      const first = await repo.employeeTotals(ctx.tx, ctx.companyId, { ...q, limit: 1, offset: 0 });
      return {
        columns,
        total: first.total,
        fileRows: async (c, rows) =>
          (await repo.employeeTotals(c.tx, c.companyId, { ...q, ...rows })).rows.map((r): Row => ({
            ...employeeOf(r),
            ...totalsOf(r),
          })),
      };
    }
    return {
      columns,
      total: await repo.countDays(ctx.tx, ctx.companyId, q),
      fileRows: async (c, rows) =>
        (await repo.dayRowsWithDetails(c.tx, c.companyId, q, { order: 'employee', rows })).map((r): Row => ({
          ...employeeOf(r),
          ...dayOf(r),
        })),
    };
  },
};
