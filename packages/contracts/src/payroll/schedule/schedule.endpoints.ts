import { z } from 'zod';
import { defineEndpoint } from '../../platform/endpoint.ts';
import { paymentUploadCreatedSchema } from '../payments/uploads/payment-uploads.ts';
import { exportAnswerSchema } from '../../platform/jobs.ts';
import { defineReport } from '../../platform/report.ts';
import {
  salaryScheduleBodySchema,
  salaryScheduleFilterSchema,
  salaryScheduleQuerySchema,
  scheduleConfirmationSchema,
  scheduleDownloadParamsSchema,
  scheduleJobParamsSchema,
  scheduleJobQuerySchema,
  scheduleJobSchema,
  schedulePageSchema,
  scheduleVarianceBodySchema,
  scheduleVarianceQuerySchema,
  variancePageSchema,
} from './schedule.ts';
import { SALARY_SCHEDULE_COLUMNS, SALARY_SCHEDULE_WORDS } from './schedule-words.ts';

const BASE = '/payroll/salarymanagement/salary-schedules';
const missing = "A missing month or year is a 422 'No parameters set to get salary schedule'.";

/** The payroll run (issue 19, spec 3 §7, ADR 41): run, read, follow its job, confirm, download, variance. */
export const SALARY_SCHEDULE_ENDPOINTS = {
  run: defineEndpoint({
    method: 'POST',
    path: BASE,
    description: `Computes the month for the chosen branches, departments and batch groups (open rows are rewritten, confirmed ones never) and answers a page of its rows with the page's and the scope's totals; a scope of more than 300 employees is computed by a job and answers its job_id. With mode 'upload' (body or query) on a confirmed month it computes nothing: it creates a payment upload (issue 21, ADR 59) with payment_option_id (else the default option) and answers it; an open month is a 422. ${missing}`,
    query: salaryScheduleQuerySchema,
    body: salaryScheduleBodySchema,
    response: z.union([schedulePageSchema, paymentUploadCreatedSchema]),
    writes: true,
    permission: 'run payroll',
  }),
  view: defineEndpoint({
    method: 'POST',
    path: `${BASE}/view`,
    description: `The scope's rows as last computed or confirmed, without computing anything. ${missing}`,
    query: scheduleJobQuerySchema,
    body: salaryScheduleFilterSchema,
    response: schedulePageSchema,
    permission: 'view salary management',
  }),
  job: defineEndpoint({
    method: 'GET',
    path: `${BASE}/jobs/:job_id`,
    description: "A run's job: state and progress, then the scope's rows as the run answers them.",
    params: scheduleJobParamsSchema,
    query: scheduleJobQuerySchema,
    response: scheduleJobSchema,
    permission: 'view salary management',
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: `${BASE}/confirm`,
    description: `Confirms the scope's open rows after checking they are still what a run computes now (a 422 otherwise, or when nothing is computed); a confirmed row never changes. Retrying confirms nothing twice. ${missing}`,
    body: salaryScheduleFilterSchema,
    response: scheduleConfirmationSchema,
    permission: 'approve payroll',
  }),
  download: defineEndpoint({
    method: 'POST',
    path: `${BASE}/download/:format`,
    description: `The scope's rows as a CSV, XLSX or PDF file: \`data\` is the file name to fetch from /downloads/{name}, \`job_id\` is set when a job writes it. ${missing}`,
    params: scheduleDownloadParamsSchema,
    body: salaryScheduleBodySchema,
    response: exportAnswerSchema,
    answer: 'whole',
    writes: true,
    permission: 'view salary management',
  }),
  variance: defineEndpoint({
    method: 'POST',
    path: `${BASE}/variance`,
    description: `Each employee's net pay against the previous month, the difference and why (joined, left, package change, proration, overtime, allowance, benefit, deduction, loan, tax band, statutory, other). ${missing}`,
    query: scheduleJobQuerySchema,
    body: scheduleVarianceBodySchema,
    response: variancePageSchema,
    permission: 'view salary management',
  }),
  varianceByQuery: defineEndpoint({
    method: 'GET',
    path: `${BASE}/variance`,
    description: `The variance as the POST answers it, every field in the query string: month, year, branch_ids, department_ids and group_ids (repeated or comma-separated), changed_only, page and perPage (or per_page). ${missing}`,
    query: scheduleVarianceQuerySchema,
    response: variancePageSchema,
    permission: 'view salary management',
  }),
};

/** The salary schedule's file (ADR 34): the components of the scope become columns of their own. */
export const SALARY_SCHEDULE_REPORT = defineReport({
  name: 'salary-schedule',
  fileName: 'salary-schedule',
  words: SALARY_SCHEDULE_WORDS,
  title: 'salary_schedule_words.title',
  columns: SALARY_SCHEDULE_COLUMNS,
  endpoints: { data: SALARY_SCHEDULE_ENDPOINTS.view, export: SALARY_SCHEDULE_ENDPOINTS.download },
});
