import { PAYSLIP_MESSAGES, PAYSLIP_MESSAGES_FR } from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';

type Table = Record<string, string | ((...args: string[]) => string)>;

/** A parameterised message's English with its parameters as {{markers}} (ADR 32). */
const template = (text: Table[string], params: readonly string[]) =>
  typeof text === 'string' ? text : text(...params.map((p) => `{{${p}}}`));

const PARAMS: Partial<Record<keyof typeof PAYSLIP_MESSAGES, readonly string[]>> = {
  noPayslip: ['month', 'year'],
};

const en: Record<string, string> = {};
const fr: Record<string, string> = {};
for (const key of Object.keys(PAYSLIP_MESSAGES) as (keyof typeof PAYSLIP_MESSAGES)[]) {
  const english = template(PAYSLIP_MESSAGES[key], PARAMS[key] ?? []);
  // By code (the server's answers) and by English text (the screens' own checks).
  en[`payslips.${key}`] = english;
  fr[`payslips.${key}`] = PAYSLIP_MESSAGES_FR[key];
  en[english] = english;
  fr[english] = PAYSLIP_MESSAGES_FR[key];
}

/** The payslip server messages in English and French (the French sits in contracts). */
export const payslipMessageTexts = translations(en, fr);
