import {
  PAY_BREAKDOWN_MESSAGES,
  PAY_BREAKDOWN_MESSAGES_FR,
  PAY_BREAKDOWN_RULE_MESSAGES,
  PAY_BREAKDOWN_RULE_MESSAGES_FR,
} from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';

type Table = Record<string, string | ((...args: string[]) => string)>;

/**
 * The pay breakdown's server messages in French, keyed by code (`pay_breakdown_rules.formulaCycle`,
 * ADR 32), and the plain ones by English text too (the form's own checks show the same words). English
 * needs no code key: the server's text is the English, its parameters already in place.
 */
function bundle<M extends Table>(namespace: string, english: M, french: { readonly [K in keyof M]: string }) {
  const en: Record<string, string> = {};
  const fr: Record<string, string> = {};
  for (const key of Object.keys(english) as (keyof M & string)[]) {
    const message = english[key];
    fr[`${namespace}.${key}`] = french[key];
    if (typeof message === 'string') {
      en[message] = message;
      fr[message] = french[key];
    }
  }
  return { en, fr };
}

const items = bundle('pay_breakdowns', PAY_BREAKDOWN_MESSAGES, PAY_BREAKDOWN_MESSAGES_FR);
const rules = bundle('pay_breakdown_rules', PAY_BREAKDOWN_RULE_MESSAGES, PAY_BREAKDOWN_RULE_MESSAGES_FR);

export const payBreakdownMessageTexts = translations(
  { ...items.en, ...rules.en },
  { ...items.fr, ...rules.fr },
);
