import {
  OVERTIME_DECISION_MESSAGES,
  OVERTIME_MESSAGES,
  OVERTIME_MESSAGES_FR,
  OVERTIME_SETTINGS_MESSAGES,
  OVERTIME_SETTINGS_MESSAGES_FR,
  PAY_BREAKDOWN_MESSAGES,
  PAY_BREAKDOWN_MESSAGES_FR,
} from '@clockroom/contracts';
import { frenchByEnglish, messageTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The overtime server messages in English and French, by code and by text. */
export const overtimeMessageTexts = messageTexts(
  messageTable('overtimes', OVERTIME_MESSAGES, OVERTIME_MESSAGES_FR),
  // The inbox kit's words are the overtimes' own texts: their French is found by the English.
  messageTable(
    'overtime_decisions',
    OVERTIME_DECISION_MESSAGES,
    frenchByEnglish(OVERTIME_DECISION_MESSAGES, OVERTIME_MESSAGES, OVERTIME_MESSAGES_FR),
  ),
  messageTable('overtime_settings', OVERTIME_SETTINGS_MESSAGES, OVERTIME_SETTINGS_MESSAGES_FR, {
    monthDaysInvalid: ['max'],
  }),
  // The work rate form's pay breakdown list (payroll's, until payroll has screens of its own).
  messageTable('pay_breakdowns', PAY_BREAKDOWN_MESSAGES, PAY_BREAKDOWN_MESSAGES_FR),
);
