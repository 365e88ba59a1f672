import { PAYMENT_OPTION_MESSAGES, PAYMENT_OPTION_MESSAGES_FR } from '@clockroom/contracts';
import { messageTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The payment options' server messages in English and French, by code and by text. */
export const paymentOptionMessageTexts = messageTexts(
  messageTable('payment_options', PAYMENT_OPTION_MESSAGES, PAYMENT_OPTION_MESSAGES_FR),
);
