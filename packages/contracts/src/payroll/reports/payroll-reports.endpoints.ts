import { defineEndpoint } from '../../platform/endpoint.ts';
import { exportAnswerSchema } from '../../platform/jobs.ts';
import { defineReport } from '../../platform/report.ts';
import { adminPayrollDashboardQuerySchema, adminPayrollDashboardSchema } from './payroll-dashboard.ts';
import {
  generalReportBodySchema,
  generalReportFilterSchema,
  generalReportSchema,
  remittanceScheduleBodySchema,
  remittanceScheduleDownloadParamsSchema,
  remittanceScheduleFilterSchema,
  remittanceScheduleParamsSchema,
  remittanceScheduleSchema,
  payrollReportFormatParamsSchema,
} from './payroll-reports.ts';
import {
  REGISTER_GROSS_COLUMN,
  PAYROLL_REPORT_WORDS,
  REGISTER_CLOSING_COLUMNS,
  REGISTER_PERSON_COLUMNS,
  REMITTANCE_SCHEDULE_COLUMNS,
  STATUTORY_DEDUCTION_COLUMNS,
} from './payroll-reports-words.ts';

/**
 * Issue 19 "Reports, dashboard": the register and the remittance schedules read with 'view payroll
 * reports' and download with 'export payroll reports'; a download answers the file name (`data`)
 * and the job writing it (`job_id`), as every report does (ADR 34). POSTs that only read.
 */
const general = defineEndpoint({
  method: 'POST',
  path: '/payroll/reports/general',
  body: generalReportBodySchema,
  response: generalReportSchema,
  permission: 'view payroll reports',
  summary: 'The payroll register of a month',
});
const generalDownload = defineEndpoint({
  method: 'POST',
  path: '/payroll/reports/general/download/:format',
  params: payrollReportFormatParamsSchema,
  body: generalReportFilterSchema,
  response: exportAnswerSchema,
  answer: 'whole',
  permission: 'export payroll reports',
});
const remittance = defineEndpoint({
  method: 'POST',
  path: '/payroll/reports/remittances/:kind',
  params: remittanceScheduleParamsSchema,
  body: remittanceScheduleBodySchema,
  response: remittanceScheduleSchema,
  permission: 'view payroll reports',
  summary: 'A statutory remittance schedule (paye, pension, nhf, nsitf) of a confirmed month',
});
const remittanceDownload = defineEndpoint({
  method: 'POST',
  path: '/payroll/reports/remittances/:kind/download/:format',
  params: remittanceScheduleDownloadParamsSchema,
  body: remittanceScheduleFilterSchema,
  response: exportAnswerSchema,
  answer: 'whole',
  permission: 'export payroll reports',
});
/** Open to anyone signed in; the handler lets in 'view salary management' or 'view payroll reports'. */
const dashboard = defineEndpoint({
  method: 'GET',
  path: '/payroll/dashboard',
  query: adminPayrollDashboardQuerySchema,
  response: adminPayrollDashboardSchema,
  permission: 'signed-in',
  description: "Needs 'view salary management' or 'view payroll reports' (403 otherwise).",
});

export const PAYROLL_REPORT_ENDPOINTS = {
  general,
  generalDownload,
  remittance,
  remittanceDownload,
  dashboard,
};

/** Who may read the dashboard (the route guard takes one slug). */
export const PAYROLL_DASHBOARD_READERS = ['view salary management', 'view payroll reports'] as const;

/**
 * The register (ADR 47): its line columns (components, allowances, deductions...) are the month's
 * own, made for each answer and file between these fixed ones.
 */
export const PAYROLL_REGISTER_REPORT = defineReport({
  name: 'payroll-register',
  fileName: 'payroll-register',
  words: PAYROLL_REPORT_WORDS,
  title: 'payroll_report_words.title_general',
  columns: [
    ...REGISTER_PERSON_COLUMNS,
    REGISTER_GROSS_COLUMN,
    ...STATUTORY_DEDUCTION_COLUMNS,
    ...REGISTER_CLOSING_COLUMNS,
  ],
  endpoints: { data: general, export: generalDownload },
});

/** The four schedules share one definition; each kind's columns are REMITTANCE_SCHEDULE_COLUMNS[kind]. */
export const PAYROLL_REMITTANCE_REPORT = defineReport({
  name: 'payroll-remittance',
  fileName: 'remittance-schedule',
  words: PAYROLL_REPORT_WORDS,
  title: 'payroll_report_words.title_paye',
  columns: Object.values(REMITTANCE_SCHEDULE_COLUMNS).flat(),
  endpoints: { data: remittance, export: remittanceDownload },
});
