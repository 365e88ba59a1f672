import {
  PAYMENT_SCHEDULE_DECISION_MESSAGES,
  PAYMENT_UPLOAD_MESSAGES,
  PAYMENT_UPLOAD_MESSAGES_FR,
  PAYMENT_UPLOAD_MESSAGE_PARAMS,
} from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';

type Table = Record<string, string | ((...args: never[]) => string)>;

const template = (text: Table[string], params: readonly string[]) =>
  typeof text === 'string' ? text : (text as (...a: string[]) => string)(...params.map((p) => `{{${p}}}`));

const params = PAYMENT_UPLOAD_MESSAGE_PARAMS as Partial<Record<string, readonly string[]>>;

/**
 * The payment uploads' server messages in both languages, keyed by code (`payment_uploads.<key>`,
 * ADR 32) and by English text; the French sits in contracts.
 */
function bundle(namespace: string, english: Table, french: Record<string, string>) {
  const en: Record<string, string> = {};
  const fr: Record<string, string> = {};
  for (const key of Object.keys(english)) {
    const text = template(english[key] as Table[string], params[key] ?? []);
    const translated = french[key] ?? text;
    en[`${namespace}.${key}`] = text;
    fr[`${namespace}.${key}`] = translated;
    en[text] = text;
    fr[text] = translated;
  }
  return { en, fr };
}

// The inbox kit's words are the uploads' own texts: their French is found by the English.
const decisionFrench = Object.fromEntries(
  Object.entries(PAYMENT_SCHEDULE_DECISION_MESSAGES).map(([key, text]) => {
    const source = Object.entries(PAYMENT_UPLOAD_MESSAGES).find(([, english]) => english === text)?.[0];
    return [key, source ? PAYMENT_UPLOAD_MESSAGES_FR[source as keyof typeof PAYMENT_UPLOAD_MESSAGES] : text];
  }),
);

const bundles = [
  bundle('payment_uploads', PAYMENT_UPLOAD_MESSAGES, PAYMENT_UPLOAD_MESSAGES_FR),
  bundle('payment_schedule_decisions', PAYMENT_SCHEDULE_DECISION_MESSAGES, decisionFrench),
];

export const paymentUploadMessageTexts = translations(
  Object.assign({}, ...bundles.map((b) => b.en)) as Record<string, string>,
  Object.assign({}, ...bundles.map((b) => b.fr)) as Record<string, string>,
);
