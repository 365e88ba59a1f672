/** Loan repayments contracts (issue 20): disbursements and refunds; every file of the area is exported from here. */
import { LOAN_DISBURSEMENT_MESSAGES, LOAN_REFUND_MESSAGES } from './loan-repayments-messages.ts';

export * from './loan-repayments-messages.ts';
export * from './loan-repayments.ts';
export * from './loan-repayments.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYROLL_LOAN_REPAYMENT_MESSAGE_TABLES = {
  loan_disbursements: LOAN_DISBURSEMENT_MESSAGES,
  loan_refunds: LOAN_REFUND_MESSAGES,
} as const;
