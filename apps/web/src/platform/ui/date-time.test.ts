import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time.ts';

describe('formatDateTime', () => {
  it('shows an instant dd-MM-yyyy HH:mm in local time', () => {
    const local = new Date(2026, 10, 5, 9, 7, 30);
    expect(formatDateTime(local.toISOString())).toBe('05-11-2026 09:07');
  });

  it('answers null for nothing or junk', () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('')).toBeNull();
    expect(formatDateTime('not a date')).toBeNull();
  });
});
