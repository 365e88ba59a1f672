import type { ListParams } from '../ui/data-table/list-search.ts';

/**
 * A list's date range as its address keeps it: one value, `from~to`, so both ends change at once and
 * a reload or a shared link shows the same rows. The list's call sends the two ends as its endpoint
 * names them (start_date and end_date, from and to).
 */
export const RANGE_SEPARATOR = '~';

/** The two ends of a range kept as one value; either is missing when the value has none. */
export function rangeEnds(value: unknown): [string | undefined, string | undefined] {
  const [from, to] = typeof value === 'string' && value ? value.split(RANGE_SEPARATOR) : [];
  return [from || undefined, to || undefined];
}

/** The one value a range is kept as: both ends, or nothing when either is missing. */
export function rangeValue(from: string | undefined, to: string | undefined): string | null {
  return from && to ? `${from}${RANGE_SEPARATOR}${to}` : null;
}

/** A list's call with its range sent as `start_date` and `end_date` (leave, exemptions); none without one. */
export function withStartEndDates({ range, ...params }: ListParams): ListParams {
  const [start, end] = rangeEnds(range);
  return start && end ? { ...params, start_date: start, end_date: end } : params;
}
