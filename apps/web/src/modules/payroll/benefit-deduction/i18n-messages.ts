import {
  BENEFIT_DEDUCTION_DECISION_MESSAGES,
  BENEFIT_DEDUCTION_MESSAGES,
  BENEFIT_DEDUCTION_MESSAGES_FR,
} from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';

/**
 * The server's benefit and deduction messages in English and French, keyed by their codes
 * (`<namespace>.<key>`, ADR 32) and by their English text (the forms' own checks show the same
 * words): the French sits in contracts beside the English.
 */
const en: Record<string, string> = {};
const fr: Record<string, string> = {};
const M = BENEFIT_DEDUCTION_MESSAGES;
for (const key of Object.keys(M) as (keyof typeof M)[]) {
  en[`benefit_deductions.${key}`] = M[key];
  fr[`benefit_deductions.${key}`] = BENEFIT_DEDUCTION_MESSAGES_FR[key];
  en[M[key]] = M[key];
  fr[M[key]] = BENEFIT_DEDUCTION_MESSAGES_FR[key];
}
// The inbox kit's words are the table's own texts: their French is found by the English.
for (const [key, text] of Object.entries(BENEFIT_DEDUCTION_DECISION_MESSAGES)) {
  en[`benefit_deduction_decisions.${key}`] = text;
  fr[`benefit_deduction_decisions.${key}`] = fr[text] ?? text;
}

export const benefitDeductionMessageTexts = translations(en, fr);
