/** Performance appraisals (issue 22, ADR 64); every file of the area is exported from here. */
import { APPRAISAL_DECISION_MESSAGES, APPRAISAL_MESSAGES } from './appraisals-messages.ts';
import { APPRAISAL_REPORT_MESSAGES, APPRAISAL_REPORT_WORDS } from './appraisal-report-export.ts';

export * from './appraisals-messages.ts';
export * from './appraisal-settings.ts';
export * from './appraisals.ts';
export * from './appraisal-settings.endpoints.ts';
export * from './appraisals.endpoints.ts';
export * from './appraisal-report-export.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const APPRAISAL_MESSAGE_TABLES = {
  appraisals: APPRAISAL_MESSAGES,
  appraisal_decisions: APPRAISAL_DECISION_MESSAGES,
  appraisal_reports: APPRAISAL_REPORT_MESSAGES,
  appraisal_report_words: APPRAISAL_REPORT_WORDS.en,
} as const;
