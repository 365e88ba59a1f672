/** A contracts message table: each message a text, or a function of its parameters (ADR 32). */
type MessageTable = Readonly<Record<string, string | ((...args: never[]) => string)>>;

/**
 * One module's server messages in both languages, said once where they are written (ADR 32, 78):
 * the namespace its codes start with (`statutory_deductions.notFound`), the English table the server
 * answers with, the French beside it, and the parameter names of its parameterised messages. The web
 * hands a pair straight to its `messageTexts` (platform/i18n/message-texts.ts), which reads exactly
 * these four fields, so a screen's bundle names each table once instead of importing the English and
 * the French and repeating the namespace.
 */
export interface MessagePair<M extends MessageTable = MessageTable> {
  readonly namespace: string;
  readonly english: M;
  readonly french: { readonly [K in keyof M]: string };
  /** A parameterised message's parameter names, in order: a minified bundle cannot read them. */
  readonly params: Readonly<Record<string, readonly string[]>>;
}

/**
 * A message table's French, written as the second table of the pair: the compiler checks it has
 * every key of the English and no other. `namespace` must be the table's namespace in the message
 * catalogue (message-catalogue.ts): codes are API. A parameterised message's French uses the
 * `{{name}}` placeholders `params` names.
 */
export function messagePair<M extends MessageTable>(
  namespace: string,
  english: M,
  french: { readonly [K in keyof M]: string },
  params: Partial<Record<keyof M, readonly string[]>> = {},
): MessagePair<M> {
  return { namespace, english, french, params: params as Record<string, readonly string[]> };
}
