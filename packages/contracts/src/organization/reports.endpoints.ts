import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage } from '../platform/envelope.ts';
import { exportAnswerSchema } from '../platform/jobs.ts';
import { defineReport } from '../platform/report.ts';
import {
  orgReportFetchSchema,
  orgReportFilterSchema,
  orgReportFormatParams,
  orgReportRowSchema,
} from './reports.ts';
import { ORG_REPORT_COLUMN_DEFINITIONS, ORG_REPORT_WORDS } from './reports-words.ts';

/** Spec 1 §7 Reports: the organisation (employee) report, paged on screen and downloadable. */
export const ORG_REPORT_ENDPOINTS = {
  /** One page of the report (a read, despite the verb). */
  fetch: defineEndpoint({
    method: 'POST',
    path: '/organization/reports/employees/fetch',
    body: orgReportFetchSchema,
    response: listPage(orgReportRowSchema),
    permission: 'view organization reports',
  }),
  /** `data` is the file name, as the spec has it; `job_id` is set when a job writes a large file. */
  download: defineEndpoint({
    method: 'POST',
    path: '/organization/reports/employees/download/:type',
    params: orgReportFormatParams,
    body: orgReportFilterSchema,
    response: exportAnswerSchema,
    answer: 'whole',
    permission: 'export organization reports',
  }),
};

/** The employee report (ADR 34): the user picks which of its columns the screen and the file show. */
export const ORG_REPORT = defineReport({
  name: 'organization-report',
  fileName: 'employee-report',
  words: ORG_REPORT_WORDS,
  title: 'org_report_words.title',
  columns: ORG_REPORT_COLUMN_DEFINITIONS,
  endpoints: ORG_REPORT_ENDPOINTS,
});
