import { PAYMENT_SCHEDULE_DECISION_MESSAGES, PAYMENT_UPLOAD_MESSAGE_PAIR } from '@clockroom/contracts';
import { decisionTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The payment uploads' server messages in both languages, by code (`payment_uploads.<key>`) and by text. */
export const paymentUploadMessageTexts = messageTexts(
  PAYMENT_UPLOAD_MESSAGE_PAIR,
  // The inbox kit's words are the uploads' own texts: their French is found by the English.
  decisionTable(
    'payment_schedule_decisions',
    PAYMENT_SCHEDULE_DECISION_MESSAGES,
    PAYMENT_UPLOAD_MESSAGE_PAIR,
  ),
);
