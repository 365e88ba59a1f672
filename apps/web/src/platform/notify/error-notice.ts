import { MESSAGES } from '@clockroom/contracts';
import { ApiError } from '../api/api-error.ts';
import { translateServerMessage } from '../i18n/server-message.ts';

export interface ErrorNotice {
  title: string;
  /** Shown one per line under the title (spec 1 §5). */
  lines: string[];
}

/**
 * What to show for a failure. A server's messages come already in the user's language, by their codes
 * (ADR 32); passing them through `t()` again leaves them as they are.
 */
export function errorNotice(error: unknown): ErrorNotice {
  if (error instanceof ApiError) {
    const title = translateServerMessage(error);
    const lines = [
      ...new Set(error.errors.map((e) => translateServerMessage(e).trim()).filter(Boolean)),
    ].filter((line) => line !== title);
    return { title, lines };
  }
  if (error instanceof Error && error.message.trim()) return { title: error.message, lines: [] };
  if (typeof error === 'string' && error.trim()) return { title: error, lines: [] };
  return { title: MESSAGES.genericError, lines: [] };
}
