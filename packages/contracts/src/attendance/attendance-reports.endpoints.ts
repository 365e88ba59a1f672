import { defineEndpoint } from '../platform/endpoint.ts';
import { exportAnswerSchema } from '../platform/jobs.ts';
import { defineReport } from '../platform/report.ts';
import {
  attendanceReportBodySchema,
  attendanceReportDownloadParamsSchema,
  attendanceReportFilterSchema,
  attendanceReportPageSchema,
  attendanceReportParamsSchema,
} from './attendance-reports.ts';
import {
  ATTENDANCE_REPORT_COLUMNS,
  ATTENDANCE_REPORT_WORDS,
  ROSTER_REPORT_COLUMNS,
  ROSTER_REPORT_WORDS,
} from './attendance-reports-words.ts';
import { ROSTER_ENDPOINTS } from './roster.endpoints.ts';

/**
 * Spec 3 §7: POST /attendance/reports/{type} and its download for managers, the same two under
 * /attendance/me/reports/ for the signed-in employee's own days. Reads despite the verb; they write
 * the range's day facts first when they are not current (ADR 25), hence `writes`.
 */
const report = defineEndpoint({
  method: 'POST',
  path: '/attendance/reports/:type',
  params: attendanceReportParamsSchema,
  body: attendanceReportBodySchema,
  response: attendanceReportPageSchema,
  writes: true,
  permission: 'view attendance reports',
});
/** `data` is the file name to fetch from /downloads/{name}; `job_id` when a job writes it. */
const download = defineEndpoint({
  method: 'POST',
  path: '/attendance/reports/:type/download/:format',
  params: attendanceReportDownloadParamsSchema,
  body: attendanceReportFilterSchema,
  response: exportAnswerSchema,
  answer: 'whole',
  writes: true,
  permission: 'export attendance reports',
});

export const ATTENDANCE_REPORT_ENDPOINTS = {
  report,
  download,
  myReport: defineEndpoint({ ...report, path: '/attendance/me/reports/:type', permission: 'signed-in' }),
  myDownload: defineEndpoint({
    ...download,
    path: '/attendance/me/reports/:type/download/:format',
    permission: 'signed-in',
  }),
};
const E = ATTENDANCE_REPORT_ENDPOINTS;

/** The nine attendance reports (ADR 34): each type's columns are its layout (attendance-reports-words.ts). */
export const ATTENDANCE_REPORT = defineReport({
  name: 'attendance-report',
  fileName: 'attendance-report',
  words: ATTENDANCE_REPORT_WORDS,
  title: 'attendance_report_words.title',
  columns: ATTENDANCE_REPORT_COLUMNS,
  endpoints: { data: E.report, export: E.download, mineData: E.myReport, mineExport: E.myDownload },
});

/** The roster's download (spec 3 §7): its days are columns of their own, made for each file. */
export const ROSTER_REPORT = defineReport({
  name: 'attendance-roster',
  fileName: 'roster',
  words: ROSTER_REPORT_WORDS,
  title: 'roster_report_words.title',
  columns: ROSTER_REPORT_COLUMNS,
  endpoints: { export: ROSTER_ENDPOINTS.download },
});
