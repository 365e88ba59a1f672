/** Loan requests contracts (issue 20; ADR 52); every file of the area is exported from here. */
import { LOAN_REQUEST_DECISION_MESSAGES, LOAN_REQUEST_MESSAGES } from './loan-requests-messages.ts';

export * from './loan-requests-messages.ts';
export * from './loan-requests.ts';
export * from './loan-requests.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const LOAN_REQUEST_MESSAGE_TABLES = {
  loan_requests: LOAN_REQUEST_MESSAGES,
  loan_request_decisions: LOAN_REQUEST_DECISION_MESSAGES,
} as const;
