import { ApiError } from './api-error.ts';

/** Retry once when the server or the network failed; never for answers about the request itself (4xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return false;
}
