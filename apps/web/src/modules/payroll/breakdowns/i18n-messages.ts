import { PAY_BREAKDOWN_MESSAGE_PAIR, PAY_BREAKDOWN_RULE_MESSAGE_PAIR } from '@clockroom/contracts';
import { messageTexts } from '../../../platform/i18n/message-texts.ts';

/**
 * The pay breakdown's server messages in both languages, by code (`pay_breakdown_rules.formulaCycle`,
 * ADR 32) and the plain ones by English text too (the form's own checks show the same words); a
 * parameterised rule shows the server's English as it comes.
 */
export const payBreakdownMessageTexts = messageTexts(
  PAY_BREAKDOWN_MESSAGE_PAIR,
  PAY_BREAKDOWN_RULE_MESSAGE_PAIR,
);
