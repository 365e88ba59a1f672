import { PAYMENT_OPTION_MESSAGE_PAIR } from '@clockroom/contracts';
import { messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The payment options' server messages in English and French, by code and by text. */
export const paymentOptionMessageTexts = messageTexts(PAYMENT_OPTION_MESSAGE_PAIR);
