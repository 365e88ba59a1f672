import { describe, expect, it } from 'vitest';
import { rangeEnds, rangeValue, withStartEndDates } from './date-range.ts';

describe('a date range kept as one value', () => {
  it('reads both ends, and none from an empty or missing value', () => {
    expect(rangeEnds('2026-01-01~2026-01-31')).toEqual(['2026-01-01', '2026-01-31']);
    expect(rangeEnds('')).toEqual([undefined, undefined]);
    expect(rangeEnds(undefined)).toEqual([undefined, undefined]);
    expect(rangeEnds(7)).toEqual([undefined, undefined]);
  });

  it('is made only from both ends', () => {
    expect(rangeValue('2026-01-01', '2026-01-31')).toBe('2026-01-01~2026-01-31');
    expect(rangeValue('2026-01-01', undefined)).toBeNull();
  });

  it('is sent as start_date and end_date, and left out without both ends', () => {
    expect(withStartEndDates({ page: 1, perPage: 10, range: '2026-01-01~2026-01-31', status: 'x' })).toEqual({
      page: 1,
      perPage: 10,
      status: 'x',
      start_date: '2026-01-01',
      end_date: '2026-01-31',
    });
    expect(withStartEndDates({ page: 1, perPage: 10, range: '~' })).toEqual({ page: 1, perPage: 10 });
  });
});
