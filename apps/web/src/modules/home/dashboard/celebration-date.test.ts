import { describe, expect, it } from 'vitest';
import { celebrationDay, todayText } from './celebration-date.ts';

describe('celebrationDay', () => {
  it('shows an ISO date as dd-MM-yyyy, like every other date', () => {
    expect(celebrationDay('1990-03-12')).toBe('12-03-1990');
    expect(celebrationDay('2024-11-02T00:00:00Z')).toBe('02-11-2024');
  });

  it('passes other text through and empties nothing', () => {
    expect(celebrationDay('Today')).toBe('Today');
    expect(celebrationDay(null)).toBe('');
  });
});

describe('todayText', () => {
  it('reads the API readable date as dd-MM-yyyy', () => {
    expect(todayText('24 November 2026')).toBe('24-11-2026');
    expect(todayText('3 March 2027')).toBe('03-03-2027');
  });
  it('keeps anything else', () => {
    expect(todayText('Tomorrow')).toBe('Tomorrow');
    expect(todayText(null)).toBe('');
  });
});
