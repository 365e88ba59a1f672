import { PAYMENT_OPTION_MESSAGES, PAYMENT_OPTION_MESSAGES_FR } from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';

const en: Record<string, string> = {};
const fr: Record<string, string> = {};
// By code (`payment_options.<key>`, ADR 32) and by English text (the form's own checks use the words).
for (const key of Object.keys(PAYMENT_OPTION_MESSAGES) as (keyof typeof PAYMENT_OPTION_MESSAGES)[]) {
  const text = PAYMENT_OPTION_MESSAGES[key];
  en[`payment_options.${key}`] = text;
  fr[`payment_options.${key}`] = PAYMENT_OPTION_MESSAGES_FR[key];
  en[text] = text;
  fr[text] = PAYMENT_OPTION_MESSAGES_FR[key];
}

/** The payment options' server messages in English and French, by code and by text. */
export const paymentOptionMessageTexts = translations(en, fr);
