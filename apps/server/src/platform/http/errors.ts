import { MESSAGES, type FieldError } from '@clockroom/contracts';

/**
 * An error with a message the user may read. Anything else that escapes a handler is a bug: the
 * error handler logs it and answers a generic 500 without details.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /**
     * Commit the transaction before answering with this error. Used where a failure must still be
     * recorded (a wrong password counts towards the lockout), never for half-done writes.
     */
    readonly commit = false,
    readonly headers?: Record<string, string>,
    /** More of the answer beside message and errors (a refused decision's `refused`, ADR 31). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const conflict = (message: string) => new AppError(409, message);

/** A 422 for one field, worded like the schema messages so screens can show it beside the input. */
export const invalidField = (field: string, message: string) =>
  new AppError(422, message, [{ field, message }]);
