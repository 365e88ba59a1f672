import {
  COMPANY_REMITTANCE_MESSAGES,
  COMPANY_REMITTANCE_MESSAGES_FR,
  STATUTORY_DEDUCTION_MESSAGES,
  STATUTORY_DEDUCTION_MESSAGES_FR,
} from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';

type Table = Record<string, string>;

/**
 * One contracts table in both languages, keyed by its codes (`<namespace>.<key>`, ADR 32) and by its
 * English text (the forms' own checks show the same words): the French sits in contracts beside the
 * English, so nothing is translated twice.
 */
function messageBundle<M extends Table>(
  namespace: string,
  english: M,
  french: { readonly [K in keyof M]: string },
) {
  const en: Record<string, string> = {};
  const fr: Record<string, string> = {};
  for (const key of Object.keys(english) as (keyof M & string)[]) {
    const text = english[key] as string;
    en[`${namespace}.${key}`] = text;
    fr[`${namespace}.${key}`] = french[key];
    en[text] = text;
    fr[text] = french[key];
  }
  return { en, fr };
}

const tables = messageBundle(
  'statutory_deductions',
  STATUTORY_DEDUCTION_MESSAGES,
  STATUTORY_DEDUCTION_MESSAGES_FR,
);
const remittances = messageBundle(
  'company_remittances',
  COMPANY_REMITTANCE_MESSAGES,
  COMPANY_REMITTANCE_MESSAGES_FR,
);

/** The statutory server messages in English and French, by code and by text. */
export const statutoryMessageTexts = translations(
  { ...tables.en, ...remittances.en },
  { ...tables.fr, ...remittances.fr },
);
