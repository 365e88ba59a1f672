import { translations, type TranslationBundle } from './register.ts';

/** A contracts message table: each message a text, or a function of its parameters (ADR 32). */
export type MessageTable = Readonly<Record<string, string | ((...args: never[]) => string)>>;

/**
 * One contracts table of a module's server messages, with its French beside it in contracts: a
 * contracts `*_MESSAGE_PAIR` (contracts platform/messages-pair.ts) is one as it stands.
 */
export interface MessageTableTexts {
  namespace: string;
  english: MessageTable;
  french: Readonly<Record<string, string>>;
  /** A parameterised message's parameter names, in order: the bundle cannot read them (minified). */
  params?: Readonly<Record<string, readonly string[]>>;
}

/** One table, its French checked complete by the compiler. */
export function messageTable<M extends MessageTable>(
  namespace: string,
  english: M,
  french: { readonly [K in keyof M]: string },
  params: Partial<Record<keyof M, readonly string[]>> = {},
): MessageTableTexts {
  return { namespace, english, french, params: params as Record<string, readonly string[]> };
}

/** A parameterised message's English with its parameters as {{markers}}; unknown names give none. */
function template(message: MessageTable[string], params: readonly string[] | undefined): string | null {
  if (typeof message === 'string') return message;
  if (!params) return null;
  return (message as (...a: string[]) => string)(...params.map((p) => `{{${p}}}`));
}

/**
 * A module's server messages in English and French, keyed by their codes (`<namespace>.<key>`,
 * ADR 32) and by their English text (a form's own checks show the same words). The French sits in
 * contracts beside the English, so nothing is translated twice. A parameterised message whose
 * parameter names are not given is keyed by code in French only: the server's English is shown as
 * it comes. A key without French shows the English.
 */
export function messageTexts(...tables: MessageTableTexts[]): TranslationBundle {
  const en: Record<string, string> = {};
  const fr: Record<string, string> = {};
  for (const { namespace, english, french, params = {} } of tables) {
    for (const [key, message] of Object.entries(english)) {
      const text = template(message, params[key]);
      const translated = french[key] ?? text;
      if (translated !== null) fr[`${namespace}.${key}`] = translated;
      if (text === null) continue;
      en[`${namespace}.${key}`] = text;
      en[text] = text;
      fr[text] = translated ?? text;
    }
  }
  return translations(en, fr);
}

/**
 * The French of an inbox kit's decision table whose texts are the module's own messages: each is
 * found by its English in the module's table.
 */
export function frenchByEnglish<D extends Readonly<Record<string, string>>>(
  decisions: D,
  english: MessageTable,
  french: Readonly<Record<string, string>>,
): { readonly [K in keyof D]: string } {
  const keyOf = new Map(Object.entries(english).map(([key, text]) => [text, key]));
  return Object.fromEntries(
    Object.entries(decisions).map(([key, text]) => {
      const source = keyOf.get(text);
      return [key, (source && french[source]) ?? text];
    }),
  ) as { readonly [K in keyof D]: string };
}

/**
 * An inbox kit's decision table (ADR 31) whose texts are the module's own messages, under its own
 * namespace: each text's French is found by its English in the module's pair.
 */
export function decisionTable<D extends Readonly<Record<string, string>>>(
  namespace: string,
  decisions: D,
  module: MessageTableTexts,
): MessageTableTexts {
  return messageTable(namespace, decisions, frenchByEnglish(decisions, module.english, module.french));
}
