import {
  OVERTIME_DECISION_MESSAGES,
  OVERTIME_MESSAGE_PAIR,
  OVERTIME_SETTINGS_MESSAGE_PAIR,
  PAY_BREAKDOWN_MESSAGE_PAIR,
} from '@clockroom/contracts';
import { decisionTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The overtime server messages in English and French, by code and by text. */
export const overtimeMessageTexts = messageTexts(
  OVERTIME_MESSAGE_PAIR,
  // The inbox kit's words are the overtimes' own texts: their French is found by the English.
  decisionTable('overtime_decisions', OVERTIME_DECISION_MESSAGES, OVERTIME_MESSAGE_PAIR),
  OVERTIME_SETTINGS_MESSAGE_PAIR,
  // The work rate form's pay breakdown list (payroll's, until payroll has screens of its own).
  PAY_BREAKDOWN_MESSAGE_PAIR,
);
