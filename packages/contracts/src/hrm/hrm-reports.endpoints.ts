import { defineEndpoint } from '../platform/endpoint.ts';
import { exportAnswerSchema } from '../platform/jobs.ts';
import { defineReport } from '../platform/report.ts';
import {
  exemptionUsageDownloadSchema,
  exemptionUsagePageSchema,
  exemptionUsageQuerySchema,
  leaveUsageDownloadSchema,
  leaveUsagePageSchema,
  leaveUsageQuerySchema,
} from './hrm-reports.ts';
import { EXEMPTION_USAGE_COLUMNS, HRM_REPORT_WORDS, LEAVE_USAGE_COLUMNS } from './hrm-reports-words.ts';

/**
 * Spec 2 §7 "Usage reports": HR reads them with 'view hrm reports' and downloads with 'export hrm
 * reports'; the same calls under /hrm/reports/me/ answer the signed-in employee's own rows to anyone
 * signed in. A download answers the file name (`data`) and the job writing it (`job_id`).
 */
const leave = defineEndpoint({
  method: 'GET',
  path: '/hrm/reports/generate-leave-usage-reports',
  query: leaveUsageQuerySchema,
  response: leaveUsagePageSchema,
  permission: 'view hrm reports',
});
const leaveFile = defineEndpoint({
  method: 'GET',
  path: '/hrm/reports/download-leave-usage-reports',
  query: leaveUsageDownloadSchema,
  response: exportAnswerSchema,
  answer: 'whole',
  writes: true,
  permission: 'export hrm reports',
});
const exemption = defineEndpoint({
  method: 'GET',
  path: '/hrm/reports/generate-exemption-usage-reports',
  query: exemptionUsageQuerySchema,
  response: exemptionUsagePageSchema,
  permission: 'view hrm reports',
});
const exemptionFile = defineEndpoint({
  method: 'GET',
  path: '/hrm/reports/download-exemption-usage-summary',
  query: exemptionUsageDownloadSchema,
  response: exportAnswerSchema,
  answer: 'whole',
  writes: true,
  permission: 'export hrm reports',
});
const mine = { permission: 'signed-in' } as const;

export const HRM_REPORT_ENDPOINTS = {
  leave,
  leaveFile,
  exemption,
  exemptionFile,
  // The same calls for one's own rows.
  myLeave: defineEndpoint({ ...leave, ...mine, path: '/hrm/reports/me/generate-leave-usage-reports' }),
  myLeaveFile: defineEndpoint({
    ...leaveFile,
    ...mine,
    path: '/hrm/reports/me/download-leave-usage-reports',
  }),
  myExemption: defineEndpoint({
    ...exemption,
    ...mine,
    path: '/hrm/reports/me/generate-exemption-usage-reports',
  }),
  myExemptionFile: defineEndpoint({
    ...exemptionFile,
    ...mine,
    path: '/hrm/reports/me/download-exemption-usage-summary',
  }),
};
const E = HRM_REPORT_ENDPOINTS;

export const LEAVE_USAGE_REPORT = defineReport({
  name: 'hrm-leave-usage-report',
  fileName: 'leave-usage-report',
  words: HRM_REPORT_WORDS,
  title: 'hrm_report_words.leaveTitle',
  columns: LEAVE_USAGE_COLUMNS,
  endpoints: { data: E.leave, export: E.leaveFile, mineData: E.myLeave, mineExport: E.myLeaveFile },
});

export const EXEMPTION_USAGE_REPORT = defineReport({
  name: 'hrm-exemption-usage-summary',
  fileName: 'exemption-usage-summary',
  words: HRM_REPORT_WORDS,
  title: 'hrm_report_words.exemptionTitle',
  columns: EXEMPTION_USAGE_COLUMNS,
  endpoints: {
    data: E.exemption,
    export: E.exemptionFile,
    mineData: E.myExemption,
    mineExport: E.myExemptionFile,
  },
});
