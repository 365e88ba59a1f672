/** Salary payment uploads and approved payments (issue 21; ADR 59); every file of the area is exported here. */
import { PAYMENT_SCHEDULE_DECISION_MESSAGES, PAYMENT_UPLOAD_MESSAGES } from './payment-uploads-messages.ts';
import { PAYMENT_UPLOAD_WORDS } from './payment-uploads-words.ts';

export * from './payment-uploads-messages.ts';
export * from './payment-uploads.ts';
export * from './payment-uploads-words.ts';
export * from './payment-uploads.endpoints.ts';

/** The area's message tables by namespace, spread into the catalogue (message-catalogue.ts). */
export const PAYMENT_UPLOAD_MESSAGE_TABLES = {
  payment_uploads: PAYMENT_UPLOAD_MESSAGES,
  payment_schedule_decisions: PAYMENT_SCHEDULE_DECISION_MESSAGES,
  payment_upload_words: PAYMENT_UPLOAD_WORDS.en,
} as const;
