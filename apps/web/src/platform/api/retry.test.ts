import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { shouldRetry } from './retry.ts';

describe('shouldRetry', () => {
  it('retries a network or server failure once', () => {
    expect(shouldRetry(0, new ApiError(0, 'errors.network'))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, 'down'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'down'))).toBe(false);
  });

  it('never retries an answer about the request itself', () => {
    expect(shouldRetry(0, new ApiError(404, 'nope'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'Invalid token: access token has expired'))).toBe(false);
    expect(shouldRetry(0, new Error('boom'))).toBe(false);
  });
});
