import {
  ALLOWANCE_CLAIM_DECISION_MESSAGES,
  ALLOWANCE_CLAIM_MESSAGES,
  ALLOWANCE_CLAIM_MESSAGES_FR,
  ALLOWANCE_MESSAGES,
  ALLOWANCE_MESSAGES_FR,
} from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';

type Table = Record<string, string | ((...args: never[]) => string)>;

/** A parameterised message's template: its parameters as {{markers}} (ADR 32). */
const template = (text: Table[string], params: readonly string[]) =>
  typeof text === 'string' ? text : (text as (...a: string[]) => string)(...params.map((p) => `{{${p}}}`));

/**
 * One contracts table in both languages, keyed by its codes (`<namespace>.<key>`, ADR 32) and by
 * its English text (the forms' own checks show the same words): the French sits in contracts beside
 * the English, so nothing is translated twice.
 */
function messageBundle<M extends Table>(
  namespace: string,
  english: M,
  french: { readonly [K in keyof M]: string },
  params: Partial<Record<keyof M, readonly string[]>> = {},
) {
  const en: Record<string, string> = {};
  const fr: Record<string, string> = {};
  for (const key of Object.keys(english) as (keyof M & string)[]) {
    const text = template(english[key] as Table[string], params[key] ?? []);
    en[`${namespace}.${key}`] = text;
    fr[`${namespace}.${key}`] = french[key];
    en[text] = text;
    fr[text] = french[key];
  }
  return { en, fr };
}

// The inbox kit's words are the claims' own texts: their French is found by the English.
const decisionFrench = Object.fromEntries(
  Object.entries(ALLOWANCE_CLAIM_DECISION_MESSAGES).map(([key, text]) => {
    const source = Object.entries(ALLOWANCE_CLAIM_MESSAGES).find(([, english]) => english === text)?.[0];
    return [
      key,
      source ? ALLOWANCE_CLAIM_MESSAGES_FR[source as keyof typeof ALLOWANCE_CLAIM_MESSAGES] : text,
    ];
  }),
) as Record<keyof typeof ALLOWANCE_CLAIM_DECISION_MESSAGES, string>;

const bundles = [
  messageBundle('payroll_allowances', ALLOWANCE_MESSAGES, ALLOWANCE_MESSAGES_FR, {
    monthConfirmed: ['month', 'employee'],
  }),
  messageBundle('allowance_claims', ALLOWANCE_CLAIM_MESSAGES, ALLOWANCE_CLAIM_MESSAGES_FR),
  messageBundle('allowance_claim_decisions', ALLOWANCE_CLAIM_DECISION_MESSAGES, decisionFrench),
];

/** The allowances' server messages in English and French, by code and by text. */
export const allowanceMessageTexts = translations(
  Object.assign({}, ...bundles.map((b) => b.en)) as Record<string, string>,
  Object.assign({}, ...bundles.map((b) => b.fr)) as Record<string, string>,
);
