import { describe, expect, it } from 'vitest';
import { celebrationDay } from './celebration-date.ts';

describe('celebrationDay', () => {
  it('shows day and month of an ISO date, nothing of the year', () => {
    expect(celebrationDay('1990-03-12')).toBe('12 Mar');
    expect(celebrationDay('2024-11-02T00:00:00Z')).toBe('2 Nov');
  });

  it('passes other text through and empties nothing', () => {
    expect(celebrationDay('Today')).toBe('Today');
    expect(celebrationDay(null)).toBe('');
  });
});
