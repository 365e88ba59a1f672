/**
 * How a paid period lands on a module's expiry (issue: "paying extends the chosen modules by the
 * billing period"). Kept pure so the calendar edge cases are unit-tested.
 */

/** Calendar months in UTC; a day the target month lacks clamps to its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(from);
  result.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return result;
}

/**
 * The new expiry of a module after paying `months`. Time left (a trial, an earlier payment) is kept by
 * starting from the later of now and the current expiry; a module with no end (null) stays without one;
 * a module the company does not have yet (undefined) starts now.
 */
export function extendedExpiry(current: Date | null | undefined, now: Date, months: number): Date | null {
  if (current === null) return null;
  const start = current === undefined || current.getTime() < now.getTime() ? now : current;
  return addMonths(start, months);
}
