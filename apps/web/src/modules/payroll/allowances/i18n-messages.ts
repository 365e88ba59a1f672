import {
  ALLOWANCE_CLAIM_DECISION_MESSAGES,
  ALLOWANCE_CLAIM_MESSAGE_PAIR,
  ALLOWANCE_MESSAGE_PAIR,
} from '@clockroom/contracts';
import { decisionTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The allowances' server messages in English and French, by code and by text. */
export const allowanceMessageTexts = messageTexts(
  ALLOWANCE_MESSAGE_PAIR,
  ALLOWANCE_CLAIM_MESSAGE_PAIR,
  // The inbox kit's words are the claims' own texts: their French is found by the English.
  decisionTable('allowance_claim_decisions', ALLOWANCE_CLAIM_DECISION_MESSAGES, ALLOWANCE_CLAIM_MESSAGE_PAIR),
);
