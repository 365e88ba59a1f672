import { z } from 'zod';
import { defineEndpoint } from '../../platform/endpoint.ts';
import { exportAnswerSchema } from '../../platform/jobs.ts';
import { columnOf, defineReport, REPORT_FORMATS, reportWords } from '../../platform/report.ts';
import { APPRAISAL_STATUSES } from './appraisals-messages.ts';
import { appraisalReportInputSchema } from './appraisals.ts';
import { appraisalEndpoints } from './appraisals.endpoints.ts';

/**
 * The appraisal report as a file (CSV, XLSX, PDF) through the report kit (ADR 34, 68): one of its
 * three tables (by employee, by department, by branch) for the filter on screen, the columns defined
 * here once for the screen and the file.
 */

export const APPRAISAL_REPORT_MESSAGES = {
  downloaded: 'Appraisal report export started successfully',
  formatInvalid: 'Please choose CSV, XLSX or PDF',
  viewInvalid: 'Please choose employees, departments or branches',
} as const;
export const APPRAISAL_REPORT_MESSAGES_FR: {
  readonly [K in keyof typeof APPRAISAL_REPORT_MESSAGES]: string;
} = {
  downloaded: 'Export du rapport d’évaluation lancé avec succès',
  formatInvalid: 'Veuillez choisir CSV, XLSX ou PDF',
  viewInvalid: 'Veuillez choisir employés, départements ou agences',
};

export const APPRAISAL_REPORT_WORDS = reportWords('appraisal_report_words', {
  title: ['Appraisal report', 'Rapport d’évaluation'],
  title_departments: ['Appraisal report by department', 'Rapport d’évaluation par département'],
  title_branches: ['Appraisal report by branch', 'Rapport d’évaluation par agence'],
  employee_name: ['Employee', 'Employé'],
  department_name: ['Department', 'Département'],
  branch_name: ['Branch', 'Agence'],
  name: ['Name', 'Nom'],
  period: ['Period', 'Période'],
  status: ['Status', 'Statut'],
  self_score: ['Self score', 'Note personnelle'],
  appraiser_score: ['Appraiser score', 'Note de l’évaluateur'],
  final_score: ['Final score', 'Note finale'],
  final_grade: ['Final grade', 'Grade final'],
  gap: ['Gap (appraiser − self)', 'Écart (évaluateur − soi)'],
  appraisals: ['Appraisals', 'Évaluations'],
  average_final_score: ['Average final score', 'Note finale moyenne'],
  average_self_score: ['Average self score', 'Note personnelle moyenne'],
  average_appraiser_score: ['Average appraiser score', 'Note moyenne de l’évaluateur'],
  no_department: ['No department', 'Sans département'],
  no_branch: ['No branch', 'Sans agence'],
  status_draft: ['Draft', 'Brouillon'],
  status_initiated: ['Initiated', 'Lancée'],
  status_in_review: ['In review', 'En revue'],
  status_approved: ['Approved', 'Approuvée'],
  status_rejected: ['Rejected', 'Rejetée'],
  status_ended: ['Ended', 'Terminée'],
});

const column = columnOf(APPRAISAL_REPORT_WORDS);
/** Scores are two-decimal texts as the API answers them ("72.50"): written as they are. */
export const APPRAISAL_REPORT_COLUMNS = [
  column('employee_name', 'text'),
  column('department_name', 'text'),
  column('branch_name', 'text'),
  column('period', 'text'),
  column('status', 'text'),
  column('self_score', 'text'),
  column('appraiser_score', 'text'),
  column('final_score', 'text'),
  column('final_grade', 'text'),
  column('gap', 'text'),
  column('name', 'text'),
  column('appraisals', 'number', { total: true }),
  column('average_final_score', 'text'),
  column('average_self_score', 'text'),
  column('average_appraiser_score', 'text'),
];

/** Which table a screen or a file shows. */
export const APPRAISAL_REPORT_VIEWS = ['employees', 'departments', 'branches'] as const;
export type AppraisalReportView = (typeof APPRAISAL_REPORT_VIEWS)[number];
export const APPRAISAL_REPORT_VIEW_COLUMNS: Record<AppraisalReportView, readonly string[]> = {
  employees: [
    'employee_name',
    'department_name',
    'branch_name',
    'period',
    'status',
    'self_score',
    'appraiser_score',
    'final_score',
    'final_grade',
    'gap',
  ],
  departments: ['name', 'appraisals', 'average_final_score', 'average_self_score', 'average_appraiser_score'],
  branches: ['name', 'appraisals', 'average_final_score', 'average_self_score', 'average_appraiser_score'],
};
/** A status's word in the report's words. */
export const appraisalStatusWord = (status: (typeof APPRAISAL_STATUSES)[number]) =>
  `status_${status}` as const;

export const appraisalReportExportParamsSchema = z.object({
  format: z.enum(REPORT_FORMATS, { error: APPRAISAL_REPORT_MESSAGES.formatInvalid }),
});
export const appraisalReportExportInputSchema = appraisalReportInputSchema.extend({
  view: z.enum(APPRAISAL_REPORT_VIEWS, { error: APPRAISAL_REPORT_MESSAGES.viewInvalid }).default('employees'),
});
export type AppraisalReportExportInput = z.input<typeof appraisalReportExportInputSchema>;

export const appraisalReportExportEndpoints = {
  download: defineEndpoint({
    method: 'POST',
    path: '/hrm/appraisals/reports/download/:format',
    params: appraisalReportExportParamsSchema,
    body: appraisalReportExportInputSchema,
    response: exportAnswerSchema,
    answer: 'whole',
    description:
      'The report’s employees, departments or branches table as a file, in the request’s language.',
    permission: 'view appraisals',
    tags: ['performance'],
  }),
};

export const APPRAISAL_REPORT = defineReport({
  name: 'appraisal-report',
  fileName: 'appraisal-report',
  words: APPRAISAL_REPORT_WORDS,
  title: `${APPRAISAL_REPORT_WORDS.namespace}.title`,
  columns: APPRAISAL_REPORT_COLUMNS,
  endpoints: { data: appraisalEndpoints.reports, export: appraisalReportExportEndpoints.download },
});
