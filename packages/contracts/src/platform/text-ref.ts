/**
 * A text the server renders itself (a notification, a mail) named by its code and values rather than
 * written out, so each reader gets it in their own language (ADR 32). A value may itself be such a
 * text: "Waiting for your approval: {{subject}}" takes the leave's own phrase as its subject.
 */
export interface TextRef {
  code: string;
  params?: TextParams;
}
export type TextParams = { [name: string]: string | TextRef };

/**
 * The text in one language: `translate` gives a code's text with plain values (i18next's t on the
 * web, the templates on the server); nested texts are rendered first, with the same translate.
 */
export function renderTextRef(
  ref: TextRef,
  translate: (code: string, params: Record<string, string>) => string,
): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(ref.params ?? {}))
    values[name] = typeof value === 'string' ? value : renderTextRef(value, translate);
  return translate(ref.code, values);
}
