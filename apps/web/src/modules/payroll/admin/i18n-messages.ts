import {
  AUDIT_TRAIL_MESSAGES,
  AUDIT_TRAIL_MESSAGES_FR,
  BATCH_GROUP_MESSAGES,
  BATCH_GROUP_MESSAGES_FR,
  HISTORY_UPLOAD_MESSAGES,
  HISTORY_UPLOAD_MESSAGES_FR,
} from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';

type Table = Record<string, string | ((...args: never[]) => string)>;

/** A parameterised message's template: its parameters as {{markers}} (ADR 32). */
const template = (text: Table[string], params: readonly string[]) =>
  typeof text === 'string' ? text : (text as (...a: string[]) => string)(...params.map((p) => `{{${p}}}`));

/**
 * One contracts table in both languages, by code (`<namespace>.<key>`) and by English text: a stored
 * upload's row problems are English texts, read back in the reader's language.
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

const bundles = [
  messageBundle('payroll_audit_trail', AUDIT_TRAIL_MESSAGES, AUDIT_TRAIL_MESSAGES_FR),
  messageBundle('payroll_history_uploads', HISTORY_UPLOAD_MESSAGES, HISTORY_UPLOAD_MESSAGES_FR, {
    missingColumns: ['columns'],
  }),
  messageBundle('payroll_batch_groups', BATCH_GROUP_MESSAGES, BATCH_GROUP_MESSAGES_FR),
];

/** The audit trail's, payment history's and batch groups' server messages in English and French. */
export const payrollAdminMessageTexts = translations(
  Object.assign({}, ...bundles.map((b) => b.en)) as Record<string, string>,
  Object.assign({}, ...bundles.map((b) => b.fr)) as Record<string, string>,
);
