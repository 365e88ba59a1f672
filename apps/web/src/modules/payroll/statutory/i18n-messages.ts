import {
  COMPANY_REMITTANCE_MESSAGES,
  COMPANY_REMITTANCE_MESSAGES_FR,
  STATUTORY_DEDUCTION_MESSAGES,
  STATUTORY_DEDUCTION_MESSAGES_FR,
} from '@clockroom/contracts';
import { messageTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The statutory server messages in English and French, by code and by text. */
export const statutoryMessageTexts = messageTexts(
  messageTable('statutory_deductions', STATUTORY_DEDUCTION_MESSAGES, STATUTORY_DEDUCTION_MESSAGES_FR),
  messageTable('company_remittances', COMPANY_REMITTANCE_MESSAGES, COMPANY_REMITTANCE_MESSAGES_FR),
);
