import { i18n } from './i18n.ts';

/** A message as the server answers it: the spec's English, its code and the values it was built from. */
export interface ServerMessage {
  message: string;
  code?: string | undefined;
  params?: Record<string, string> | undefined;
}

const isServerMessage = (v: unknown): v is ServerMessage =>
  typeof v === 'object' && v !== null && typeof (v as ServerMessage).message === 'string';

/** The message, code and params of an answer or field error; a plain text is a message without code. */
export function serverMessageOf(value: unknown): ServerMessage {
  if (typeof value === 'string') return { message: value };
  if (!isServerMessage(value)) return { message: '' };
  const { message, code, params } = value;
  return { message, code: typeof code === 'string' ? code : undefined, params };
}

/**
 * A server message in the user's language (ADR 32): by its code with its parameters, else by its
 * English text (the older bundles keyed by it), else the English the server sent. English has no
 * code keys: the server's text is the English.
 */
export function translateServerMessage(value: ServerMessage | string): string {
  const { message, code, params } = serverMessageOf(value);
  if (code && i18n.exists(code)) return i18n.t(code, { ...params, defaultValue: message });
  return message && i18n.exists(message) ? i18n.t(message) : message;
}
