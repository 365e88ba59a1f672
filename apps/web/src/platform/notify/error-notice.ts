import { MESSAGES } from '@clockroom/contracts';
import { ApiError } from '../api/api-error.ts';

export interface ErrorNotice {
  title: string;
  /** Shown one per line under the title (spec 1 §5). */
  lines: string[];
}

export function errorNotice(error: unknown): ErrorNotice {
  if (error instanceof ApiError) {
    const lines = [...new Set(error.errors.map((e) => e.message.trim()).filter(Boolean))].filter(
      (line) => line !== error.message,
    );
    return { title: error.message, lines };
  }
  if (error instanceof Error && error.message.trim()) return { title: error.message, lines: [] };
  if (typeof error === 'string' && error.trim()) return { title: error, lines: [] };
  return { title: MESSAGES.genericError, lines: [] };
}
