import {
  ALLOWANCE_CLAIM_DECISION_MESSAGES,
  ALLOWANCE_CLAIM_MESSAGES,
  ALLOWANCE_CLAIM_MESSAGES_FR,
  ALLOWANCE_MESSAGES,
  ALLOWANCE_MESSAGES_FR,
} from '@clockroom/contracts';
import { frenchByEnglish, messageTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The allowances' server messages in English and French, by code and by text. */
export const allowanceMessageTexts = messageTexts(
  messageTable('payroll_allowances', ALLOWANCE_MESSAGES, ALLOWANCE_MESSAGES_FR, {
    monthConfirmed: ['month', 'employee'],
  }),
  messageTable('allowance_claims', ALLOWANCE_CLAIM_MESSAGES, ALLOWANCE_CLAIM_MESSAGES_FR),
  // The inbox kit's words are the claims' own texts: their French is found by the English.
  messageTable(
    'allowance_claim_decisions',
    ALLOWANCE_CLAIM_DECISION_MESSAGES,
    frenchByEnglish(ALLOWANCE_CLAIM_DECISION_MESSAGES, ALLOWANCE_CLAIM_MESSAGES, ALLOWANCE_CLAIM_MESSAGES_FR),
  ),
);
