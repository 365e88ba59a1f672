import { ACTIVE_BRANCH_HEADER, HTTP_TIMEOUT_MS, type Envelope } from '@clockroom/contracts';
import { session } from '../session/session-store.ts';
import { ApiError, toApiError } from './api-error.ts';
import { toQueryString, type QueryParams } from './query-string.ts';

export const API_BASE = '/api/v1';

/** i18n keys of the errors raised here, translated when they are shown. */
export const CLIENT_ERRORS = { timeout: 'errors.timeout', network: 'errors.network' } as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Logout must not turn an already expired token into a "session expired" notice. */
  skipSessionExpiry?: boolean;
}

let onSessionExpired: (() => void) | null = null;

/** The app decides what "session expired" does (clear, notify, remember the page, go to login). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

function headers(hasBody: boolean): Headers {
  const h = new Headers({ Accept: 'application/json' });
  if (hasBody) h.set('Content-Type', 'application/json');
  const { token, activeBranch } = session.get();
  if (token) {
    h.set('Authorization', `Bearer ${token}`);
    h.set(ACTIVE_BRANCH_HEADER, activeBranch);
  }
  return h;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const hasBody = options.body !== undefined;
  const sentToken = session.get().token !== null;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${toQueryString(options.query)}`, {
      method,
      headers: headers(hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal,
    });
  } catch (error) {
    // A caller's own abort (TanStack Query cancelling) is passed on untouched.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, timeout.aborted ? CLIENT_ERRORS.timeout : CLIENT_ERRORS.network);
  }
  const body = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, body);
    // Only a token we sent can expire; a late request after logout must not announce an expiry.
    if (error.sessionExpired && sentToken && !options.skipSessionExpiry) onSessionExpired?.();
    throw error;
  }
  const envelope = (body ?? {}) as Partial<Envelope<T>>;
  return { message: envelope.message ?? '', data: envelope.data as T };
}

/** Reads return the envelope's data; writes return the whole envelope so the server message can be shown. */
export const api = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal): Promise<T> =>
    request<T>('GET', path, { query, signal }).then((e) => e.data),
  post: <T = unknown>(path: string, body: unknown = {}, skipSessionExpiry = false): Promise<Envelope<T>> =>
    request<T>('POST', path, { body, skipSessionExpiry }),
  put: <T = unknown>(path: string, body: unknown = {}): Promise<Envelope<T>> =>
    request<T>('PUT', path, { body }),
  delete: <T = unknown>(path: string, body?: unknown): Promise<Envelope<T>> =>
    request<T>('DELETE', path, { body }),
};
