/** Payroll contracts: The payroll register, statutory remittance schedules and the admin dashboard (helper G). Every file of the area is exported from here. */
import { PAYROLL_REPORT_MESSAGES } from './payroll-reports-messages.ts';
import { PAYROLL_REPORT_WORDS } from './payroll-reports-words.ts';

export * from './payroll-reports-messages.ts';
export * from './payroll-reports-words.ts';
export * from './payroll-reports.ts';
export * from './payroll-dashboard.ts';
export * from './payroll-reports.endpoints.ts';
export * from './register-columns.ts';
export * from './tax-states.ts';
export * from './pension-administrators.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_REPORTS_MESSAGE_TABLES = {
  payroll_reports: PAYROLL_REPORT_MESSAGES,
  // The report words' English (ADR 34): their French is beside it, for the files.
  payroll_report_words: PAYROLL_REPORT_WORDS.en,
} as const;
