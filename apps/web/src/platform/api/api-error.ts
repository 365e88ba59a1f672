import { MESSAGES, type FieldError } from '@clockroom/contracts';

/** Every failed call becomes one of these: status 0 means no response reached us. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  constructor(status: number, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
  /** True for the two token messages that end the session (spec 1 §8). */
  get sessionExpired(): boolean {
    return this.status === 401 && isSessionExpiredMessage(this.message);
  }
}

export function isSessionExpiredMessage(message: string | null | undefined): boolean {
  return message === MESSAGES.tokenExpired || message === MESSAGES.tokenInvalid;
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['message'] === 'string' && (v['field'] === undefined || typeof v['field'] === 'string');
}

/** Turns whatever the server answered (our envelope, a proxy's HTML, nothing) into an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const rawErrors = Array.isArray(b['errors']) ? b['errors'] : [];
  const errors = rawErrors.filter(isFieldError).map((e) => ({ field: e.field ?? '', message: e.message }));
  const message =
    typeof b['message'] === 'string' && b['message'].trim() !== ''
      ? b['message']
      : status >= 500
        ? MESSAGES.serverError
        : status === 403
          ? MESSAGES.forbidden
          : status === 404
            ? MESSAGES.notFound
            : MESSAGES.genericError;
  return new ApiError(status, message, errors);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
