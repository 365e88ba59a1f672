/** The fixed texts among a message table's values (templates built from names or counts are functions). */
type TextsOf<M, K extends keyof M> = { [P in K]: M[P] extends string ? M[P] : never }[K];

/** Stops a table typed `Record<…, string>` (not `as const`) from turning the keys into plain `string`. */
type LiteralTexts<M, K extends keyof M> =
  string extends TextsOf<M, K>
    ? { 'identityTexts needs a message table declared `as const`': never }
    : unknown;

/**
 * The English side of a contracts message table: the server answers with its English text, and the web
 * uses that text as the translation key, so each message translates to itself in English. Spread it
 * into a bundle's English object and write only the French by hand; `translations()` then fails to
 * compile while a message lacks its French. Pass `keys` when a screen shows only some of a table's
 * messages (say the few form checks its page can meet).
 */
export function identityTexts<const M extends Record<string, unknown>, const K extends keyof M = keyof M>(
  messages: M & LiteralTexts<M, K>,
  keys?: readonly K[],
): { [T in TextsOf<M, K>]: T } {
  const texts: Record<string, string> = {};
  for (const key of keys ?? (Object.keys(messages) as K[])) {
    const text = messages[key];
    if (typeof text === 'string') texts[text] = text;
  }
  return texts as { [T in TextsOf<M, K>]: T };
}
