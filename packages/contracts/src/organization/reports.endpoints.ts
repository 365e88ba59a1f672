import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage } from '../platform/envelope.ts';
import { exportAnswerSchema } from '../platform/jobs.ts';
import {
  orgReportFetchSchema,
  orgReportFilterSchema,
  orgReportFormatParams,
  orgReportRowSchema,
} from './reports.ts';

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
