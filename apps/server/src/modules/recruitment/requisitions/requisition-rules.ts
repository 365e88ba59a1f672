/** The rules of a job request's headcount (issue 24, ADR 66), kept pure so they are tested alone. */
export type JobRequestStatus = 'pending' | 'approved' | 'rejected' | 'filled';

/**
 * One hire against a request: only an approved request with places left counts down; the last place
 * makes it `filled`. Anything else is refused and nothing changes.
 */
export function afterHire(
  status: JobRequestStatus,
  remaining: number,
): { remaining: number; status: JobRequestStatus } | { refused: 'not-approved' | 'no-places-left' } {
  if (status === 'filled' || (status === 'approved' && remaining <= 0)) return { refused: 'no-places-left' };
  if (status !== 'approved') return { refused: 'not-approved' };
  const left = remaining - 1;
  return { remaining: left, status: left === 0 ? 'filled' : 'approved' };
}

/** Naira (at most 2 decimals) to whole kobo, and back, for budgets and salary ranges. */
export const toKobo = (naira: number | null | undefined): number | null =>
  naira === null || naira === undefined ? null : Math.round(naira * 100);
export const toNaira = (kobo: unknown): number | null =>
  kobo === null || kobo === undefined ? null : Number(kobo) / 100;
