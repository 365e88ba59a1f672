import {
  PAY_BREAKDOWN_MESSAGES,
  PAY_BREAKDOWN_MESSAGES_FR,
  PAY_BREAKDOWN_RULE_MESSAGES,
  PAY_BREAKDOWN_RULE_MESSAGES_FR,
} from '@clockroom/contracts';
import { messageTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/**
 * The pay breakdown's server messages in both languages, by code (`pay_breakdown_rules.formulaCycle`,
 * ADR 32) and the plain ones by English text too (the form's own checks show the same words); a
 * parameterised rule shows the server's English as it comes.
 */
export const payBreakdownMessageTexts = messageTexts(
  messageTable('pay_breakdowns', PAY_BREAKDOWN_MESSAGES, PAY_BREAKDOWN_MESSAGES_FR),
  messageTable('pay_breakdown_rules', PAY_BREAKDOWN_RULE_MESSAGES, PAY_BREAKDOWN_RULE_MESSAGES_FR),
);
