import { ACTIVE_BRANCH_HEADER, HTTP_TIMEOUT_MS, MESSAGES, type Envelope } from '@clockroom/contracts';
import { i18n } from '../i18n/i18n.ts';
import { session } from '../session/session-store.ts';
import { ApiError, toApiError } from './api-error.ts';
import { toQueryString, type QueryParams } from './query-string.ts';

export const API_BASE = '/api/v1';

/** i18n keys of the errors raised here, translated when they are shown. */
export const CLIENT_ERRORS = { timeout: 'errors.timeout', network: 'errors.network' } as const;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
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

/** Token refresh (platform/session/token-refresh.ts), installed by the app; ADR 0016. */
export interface SessionRecovery {
  freshen(): Promise<void>;
  /** The token to retry with, or null when the session is over (the expiry path has run). */
  recover(staleToken: string, failure: 'expired' | 'invalid'): Promise<string | null>;
}

let recovery: SessionRecovery | null = null;

export function setSessionRecovery(next: SessionRecovery | null): void {
  recovery = next;
}

function headers(hasBody: boolean): Headers {
  // The screens' language: files the server writes (report exports) come in it (ADR 34).
  const h = new Headers({ Accept: 'application/json', 'Accept-Language': i18n.language || 'en' });
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

async function send(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const hasBody = options.body !== undefined;
  try {
    return await fetch(`${API_BASE}${path}${toQueryString(options.query)}`, {
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
}

/**
 * A refused token is refreshed once for all requests in flight, and the request sent again once;
 * only when that fails does the session end (spec 1 §4, ADR 0016).
 */
export async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  if (!options.skipSessionExpiry) await recovery?.freshen();
  const sentToken = session.get().token;
  let response = await send(method, path, options);
  let body = await readBody(response);
  let error = response.ok ? null : toApiError(response.status, body);
  // Only a token we sent can expire; a late request after logout must not announce an expiry.
  if (error?.sessionExpired && sentToken && !options.skipSessionExpiry) {
    const failure = error.message === MESSAGES.tokenExpired ? 'expired' : 'invalid';
    const next = recovery ? await recovery.recover(sentToken, failure) : null;
    if (!next) {
      if (!recovery) onSessionExpired?.();
      throw error;
    }
    response = await send(method, path, options);
    body = await readBody(response);
    error = response.ok ? null : toApiError(response.status, body);
    if (error?.sessionExpired) onSessionExpired?.();
  }
  if (error) throw error;
  const envelope = (body ?? {}) as Partial<Envelope<T>>;
  // Extra envelope fields (an export's `job_id`) are kept for the callers that read them.
  return { ...envelope, message: envelope.message ?? '', data: envelope.data as T };
}

/** Reads return the envelope's data; writes return the whole envelope so the server message can be shown. */
export const api = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal): Promise<T> =>
    request<T>('GET', path, { query, signal }).then((e) => e.data),
  /** A GET whose whole envelope matters: an export's message and `job_id` beside the file name. */
  getEnvelope: <T>(path: string, query?: QueryParams): Promise<Envelope<T>> =>
    request<T>('GET', path, { query }),
  post: <T = unknown>(path: string, body: unknown = {}, skipSessionExpiry = false): Promise<Envelope<T>> =>
    request<T>('POST', path, { body, skipSessionExpiry }),
  put: <T = unknown>(path: string, body: unknown = {}): Promise<Envelope<T>> =>
    request<T>('PUT', path, { body }),
  delete: <T = unknown>(path: string, body?: unknown): Promise<Envelope<T>> =>
    request<T>('DELETE', path, { body }),
};
