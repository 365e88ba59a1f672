import {
  PAYMENT_SCHEDULE_DECISION_MESSAGES,
  PAYMENT_UPLOAD_MESSAGES,
  PAYMENT_UPLOAD_MESSAGES_FR,
  PAYMENT_UPLOAD_MESSAGE_PARAMS,
} from '@clockroom/contracts';
import { frenchByEnglish, messageTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The payment uploads' server messages in both languages, by code (`payment_uploads.<key>`) and by text. */
export const paymentUploadMessageTexts = messageTexts(
  messageTable(
    'payment_uploads',
    PAYMENT_UPLOAD_MESSAGES,
    PAYMENT_UPLOAD_MESSAGES_FR,
    PAYMENT_UPLOAD_MESSAGE_PARAMS,
  ),
  // The inbox kit's words are the uploads' own texts: their French is found by the English.
  messageTable(
    'payment_schedule_decisions',
    PAYMENT_SCHEDULE_DECISION_MESSAGES,
    frenchByEnglish(PAYMENT_SCHEDULE_DECISION_MESSAGES, PAYMENT_UPLOAD_MESSAGES, PAYMENT_UPLOAD_MESSAGES_FR),
  ),
);
