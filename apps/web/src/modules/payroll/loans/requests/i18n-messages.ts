import {
  LOAN_REQUEST_DECISION_MESSAGES,
  LOAN_REQUEST_MESSAGES,
  LOAN_REQUEST_MESSAGES_FR,
  LOAN_REQUEST_MESSAGE_PARAMS,
} from '@clockroom/contracts';
import { translations } from '../../../../platform/i18n/register.ts';

type Table = Record<string, string | ((...args: never[]) => string)>;

/** A parameterised message's template: its parameters as {{markers}} (ADR 32). */
const template = (text: Table[string], params: readonly string[]) =>
  typeof text === 'string' ? text : (text as (...a: string[]) => string)(...params.map((p) => `{{${p}}}`));

const params = LOAN_REQUEST_MESSAGE_PARAMS as Partial<Record<string, readonly string[]>>;

/**
 * The loan requests' server messages in both languages, keyed by code (`loan_requests.<key>`, ADR 32)
 * and by English text (the form's own checks show the same words); the French sits in contracts.
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

// The inbox kit's words are the requests' own texts: their French is found by the English.
const decisionFrench = Object.fromEntries(
  Object.entries(LOAN_REQUEST_DECISION_MESSAGES).map(([key, text]) => {
    const source = Object.entries(LOAN_REQUEST_MESSAGES).find(([, english]) => english === text)?.[0];
    return [key, source ? LOAN_REQUEST_MESSAGES_FR[source as keyof typeof LOAN_REQUEST_MESSAGES] : text];
  }),
);

const bundles = [
  bundle('loan_requests', LOAN_REQUEST_MESSAGES, LOAN_REQUEST_MESSAGES_FR),
  bundle('loan_request_decisions', LOAN_REQUEST_DECISION_MESSAGES, decisionFrench),
];

export const loanRequestMessageTexts = translations(
  Object.assign({}, ...bundles.map((b) => b.en)) as Record<string, string>,
  Object.assign({}, ...bundles.map((b) => b.fr)) as Record<string, string>,
);
