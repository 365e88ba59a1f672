import {
  HTTP_TIMEOUT_MS,
  OAUTH_CLIENT_ID,
  SESSION_ENDPOINTS as E,
  type ClientConfig,
  type TokenResponse,
} from '@clockroom/contracts';
import { ApiError, toApiError } from '../api/api-error.ts';
import { API_BASE, CLIENT_ERRORS } from '../api/client.ts';

export type OAuthClient = Pick<ClientConfig, 'client_id' | 'client_secret'>;

/**
 * The refresh_token grant, sent with a bare fetch: it carries no Authorization header (the access
 * token is the thing that expired) and must not itself go through the client's expiry handling.
 */
export async function refreshGrant(client: OAuthClient, refreshToken: string): Promise<TokenResponse> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${E.login.path}`, {
      method: E.login.method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: client.client_id || OAUTH_CLIENT_ID,
        client_secret: client.client_secret,
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      }),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, CLIENT_ERRORS.network);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
  // Not our answer (a proxy's page): like no answer at all, it says nothing about the session.
  if (!isTokenResponse(data)) throw new ApiError(0, CLIENT_ERRORS.network);
  return data;
}

function isTokenResponse(value: unknown): value is TokenResponse {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['access_token'] === 'string' &&
    typeof v['refresh_token'] === 'string' &&
    typeof v['expires_in'] === 'number'
  );
}
