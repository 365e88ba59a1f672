import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@clockroom/contracts';
import { ApiError, isSessionExpiredMessage, toApiError } from './api-error.ts';

describe('session expiry detection (spec 1 §8)', () => {
  it('recognises exactly the two token messages', () => {
    expect(isSessionExpiredMessage('Invalid token: access token has expired')).toBe(true);
    expect(isSessionExpiredMessage('Invalid token: access token is invalid')).toBe(true);
    expect(isSessionExpiredMessage('The email or password you entered is incorrect.')).toBe(false);
    expect(isSessionExpiredMessage(undefined)).toBe(false);
  });

  it('only a 401 carrying one of them ends the session', () => {
    expect(new ApiError(401, MESSAGES.tokenExpired).sessionExpired).toBe(true);
    expect(new ApiError(403, MESSAGES.tokenExpired).sessionExpired).toBe(false);
    expect(new ApiError(401, 'Client authentication failed').sessionExpired).toBe(false);
  });
});

describe('toApiError', () => {
  it('keeps the server message and its field errors', () => {
    const error = toApiError(422, {
      message: 'The given data was invalid.',
      errors: [{ field: 'email', message: 'Kindly input a valid email' }, { bogus: true }],
    });
    expect(error.status).toBe(422);
    expect(error.message).toBe('The given data was invalid.');
    expect(error.errors).toEqual([{ field: 'email', message: 'Kindly input a valid email' }]);
  });

  it('falls back to a readable message when the body is not ours', () => {
    expect(toApiError(502, null).message).toBe(MESSAGES.serverError);
    expect(toApiError(404, '<html>').message).toBe(MESSAGES.notFound);
    expect(toApiError(403, {}).message).toBe(MESSAGES.forbidden);
    expect(toApiError(400, { message: '' }).message).toBe(MESSAGES.genericError);
  });
});
