import {
  PAYMENT_PROVIDER_MESSAGES,
  PAYMENT_PROVIDER_MESSAGES_FR,
  PAYMENT_WALLET_MESSAGES,
  PAYMENT_WALLET_MESSAGES_FR,
} from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';

const en: Record<string, string> = {};
const fr: Record<string, string> = {};
function add(namespace: string, english: Record<string, string>, french: Record<string, string>) {
  // By code (`payment_wallet.<key>`, ADR 32) and by English text (the forms' own checks use the words).
  for (const [key, text] of Object.entries(english)) {
    en[`${namespace}.${key}`] = text;
    fr[`${namespace}.${key}`] = french[key] ?? text;
    en[text] = text;
    fr[text] = french[key] ?? text;
  }
}
add('payment_wallet', PAYMENT_WALLET_MESSAGES, PAYMENT_WALLET_MESSAGES_FR);
add('payment_provider', PAYMENT_PROVIDER_MESSAGES, PAYMENT_PROVIDER_MESSAGES_FR);

/** The wallet's and the provider's server messages in English and French, by code and by text. */
export const walletMessageTexts = translations(en, fr);
