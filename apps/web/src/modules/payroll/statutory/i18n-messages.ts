import { COMPANY_REMITTANCE_MESSAGE_PAIR, STATUTORY_DEDUCTION_MESSAGE_PAIR } from '@clockroom/contracts';
import { messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The statutory server messages in English and French, by code and by text. */
export const statutoryMessageTexts = messageTexts(
  STATUTORY_DEDUCTION_MESSAGE_PAIR,
  COMPANY_REMITTANCE_MESSAGE_PAIR,
);
