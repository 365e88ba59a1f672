/** Loan settings contracts (issue 20): loan types and loan caps; every file of the area is exported from here. */
import { LOAN_CAP_MESSAGES, LOAN_TYPE_MESSAGES } from './loan-settings-messages.ts';
import { LOAN_APPROVER_MESSAGES } from './loan-approvers.ts';

export * from './loan-settings-messages.ts';
export * from './loan-types.ts';
export * from './loan-caps.ts';
export * from './loan-settings.endpoints.ts';
export * from './loan-approvers.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_LOAN_SETTINGS_MESSAGE_TABLES = {
  loan_types: LOAN_TYPE_MESSAGES,
  loan_caps: LOAN_CAP_MESSAGES,
  loan_approvers: LOAN_APPROVER_MESSAGES,
} as const;
