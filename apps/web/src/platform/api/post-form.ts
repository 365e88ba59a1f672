import { ACTIVE_BRANCH_HEADER, type Envelope } from '@clockroom/contracts';
import { API_BASE, CLIENT_ERRORS } from './client.ts';
import { ApiError, toApiError } from './api-error.ts';
import { session } from '../session/session-store.ts';

/** The session's token and active branch, for the calls the JSON client cannot make (files). */
export function sessionHeaders(accept = 'application/json'): Record<string, string> {
  const { token, activeBranch } = session.get();
  return token
    ? { Accept: accept, Authorization: `Bearer ${token}`, [ACTIVE_BRANCH_HEADER]: activeBranch }
    : { Accept: accept };
}

/**
 * A multipart POST (uploads: pictures, documents, import files), answered like the JSON client: the
 * envelope, or an ApiError with the server's message (a network failure has status 0).
 */
export async function postForm<T>(path: string, form: FormData): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method: 'POST', headers: sessionHeaders(), body: form });
  } catch {
    throw new ApiError(0, CLIENT_ERRORS.network);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  // The server's answer to this path; its response schema in contracts says what T is.
  return body as Envelope<T>;
}
