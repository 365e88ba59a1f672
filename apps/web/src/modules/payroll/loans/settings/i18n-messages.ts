import {
  LOAN_APPROVER_MESSAGES,
  LOAN_APPROVER_MESSAGES_FR,
  LOAN_CAP_MESSAGES,
  LOAN_CAP_MESSAGES_FR,
  LOAN_TYPE_MESSAGES,
  LOAN_TYPE_MESSAGES_FR,
} from '@clockroom/contracts';
import { translations } from '../../../../platform/i18n/register.ts';

type Table = Record<string, string | ((...args: never[]) => string)>;

/** A parameterised message's template: its parameters as {{markers}} (ADR 32). */
const template = (text: Table[string], params: readonly string[]) =>
  typeof text === 'string' ? text : (text as (...a: string[]) => string)(...params.map((p) => `{{${p}}}`));

/**
 * One contracts table in both languages, by code (`<namespace>.<key>`, ADR 32) and by English text
 * (the forms' own checks show the same words): the French sits in contracts beside the English.
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

const types = messageBundle('loan_types', LOAN_TYPE_MESSAGES, LOAN_TYPE_MESSAGES_FR, { inUse: ['names'] });
const caps = messageBundle('loan_caps', LOAN_CAP_MESSAGES, LOAN_CAP_MESSAGES_FR);
const approvals = messageBundle('loan_approvers', LOAN_APPROVER_MESSAGES, LOAN_APPROVER_MESSAGES_FR);

/** The loan settings' server messages in English and French, by code and by text. */
export const loanSettingsMessageTexts = translations(
  { ...types.en, ...caps.en, ...approvals.en },
  { ...types.fr, ...caps.fr, ...approvals.fr },
);
