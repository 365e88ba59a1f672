import {
  OVERTIME_DECISION_MESSAGES,
  OVERTIME_MESSAGES,
  OVERTIME_MESSAGES_FR,
  OVERTIME_SETTINGS_MESSAGES,
  OVERTIME_SETTINGS_MESSAGES_FR,
  PAY_BREAKDOWN_MESSAGES,
  PAY_BREAKDOWN_MESSAGES_FR,
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

const decisionFrench = Object.fromEntries(
  Object.entries(OVERTIME_DECISION_MESSAGES).map(([key, text]) => {
    const source = Object.entries(OVERTIME_MESSAGES).find(([, english]) => english === text)?.[0];
    return [key, source ? OVERTIME_MESSAGES_FR[source as keyof typeof OVERTIME_MESSAGES] : text];
  }),
) as Record<keyof typeof OVERTIME_DECISION_MESSAGES, string>;

const bundles = [
  messageBundle('overtimes', OVERTIME_MESSAGES, OVERTIME_MESSAGES_FR),
  messageBundle('overtime_decisions', OVERTIME_DECISION_MESSAGES, decisionFrench),
  messageBundle('overtime_settings', OVERTIME_SETTINGS_MESSAGES, OVERTIME_SETTINGS_MESSAGES_FR, {
    monthDaysInvalid: ['max'],
  }),
  // The work rate form's pay breakdown list (payroll's, until payroll has screens of its own).
  messageBundle('pay_breakdowns', PAY_BREAKDOWN_MESSAGES, PAY_BREAKDOWN_MESSAGES_FR),
];

/** The overtime server messages in English and French, by code and by text. */
export const overtimeMessageTexts = translations(
  Object.assign({}, ...bundles.map((b) => b.en)) as Record<string, string>,
  Object.assign({}, ...bundles.map((b) => b.fr)) as Record<string, string>,
);
