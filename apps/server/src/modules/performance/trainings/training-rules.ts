import type { EnrolmentStatus } from '@clockroom/contracts';

/**
 * The trainings' rules (ADR 62), apart from the database so unit tests read them directly.
 */

/** A training with a capacity takes at most that many employees; none means no limit. */
export function withinCapacity(capacity: number | null, enrolled: number): boolean {
  return capacity === null || enrolled <= capacity;
}

/**
 * The capacity a new training gets: its own when given, else the company's default (settings),
 * else none.
 */
export function effectiveCapacity(
  given: number | null | undefined,
  companyDefault: number | null,
): number | null {
  return given ?? companyDefault ?? null;
}

/** An enrolment's score is kept only when completed; leaving completed clears it. */
export function enrolmentScore(status: EnrolmentStatus, score: number | null | undefined): number | null {
  return status === 'completed' ? (score ?? null) : null;
}
