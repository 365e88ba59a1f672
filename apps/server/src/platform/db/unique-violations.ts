import type { FieldError } from '@clockroom/contracts';

/**
 * Unique indexes are the one guard against duplicate names (ADR 18): no check-then-write, no
 * advisory lock. A module declares, per unique index, which field the clash belongs to and the
 * message to show; the central error handler turns PostgreSQL's unique violation (23505) into that
 * 422 once the request's transaction has rolled back.
 */
const fieldsByConstraint = new Map<string, FieldError>();

const UNIQUE_VIOLATION = '23505';

export function registerUniqueConstraint(constraint: string, error: FieldError): void {
  const known = fieldsByConstraint.get(constraint);
  if (known && (known.field !== error.field || known.message !== error.message))
    throw new Error(`unique constraint ${constraint} is registered twice with different fields`);
  fieldsByConstraint.set(constraint, error);
}

/**
 * The field error for a unique violation of a registered index, else undefined. Both drivers' errors
 * carry `code` and `constraint`; Drizzle wraps them (DrizzleQueryError), hence the walk down `cause`.
 */
export function uniqueViolationField(error: unknown): FieldError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION)
      return typeof constraint === 'string' ? fieldsByConstraint.get(constraint) : undefined;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
