import { MESSAGES, type FieldError } from '@clockroom/contracts';

/** Every failed call becomes one of these: status 0 means no response reached us. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  /** The message's code and values (ADR 32): screens show `t(code, params)`, the English as fallback. */
  readonly code: string | undefined;
  readonly params: Record<string, string> | undefined;
  constructor(
    status: number,
    message: string,
    errors: FieldError[] = [],
    coded: { code?: string | undefined; params?: Record<string, string> | undefined } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = coded.code;
    this.params = coded.params;
  }
  /** True for the two token messages that end the session (spec 1 §8). */
  get sessionExpired(): boolean {
    return this.status === 401 && isSessionExpiredMessage(this.message);
  }
}

export function isSessionExpiredMessage(message: string | null | undefined): boolean {
  return message === MESSAGES.tokenExpired || message === MESSAGES.tokenInvalid;
}

const codeOf = (v: Record<string, unknown>) => (typeof v['code'] === 'string' ? v['code'] : undefined);
const paramsOf = (v: Record<string, unknown>) => {
  const p = v['params'];
  return typeof p === 'object' && p !== null && !Array.isArray(p) ? (p as Record<string, string>) : undefined;
};

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['message'] === 'string' && (v['field'] === undefined || typeof v['field'] === 'string');
}

/** Turns whatever the server answered (our envelope, a proxy's HTML, nothing) into an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const rawErrors = Array.isArray(b['errors']) ? b['errors'] : [];
  const errors = rawErrors.filter(isFieldError).map((e) => ({
    field: e.field ?? '',
    message: e.message,
    code: codeOf(e),
    params: paramsOf(e),
  }));
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
  // A code belongs to the server's own message, not to a fallback chosen here.
  const coded = message === b['message'] ? { code: codeOf(b), params: paramsOf(b) } : {};
  return new ApiError(status, message, errors, coded);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
