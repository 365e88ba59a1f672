import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('words recent times in the language', () => {
    expect(timeAgo(ago(10), 'en', now)).toBe('now');
    expect(timeAgo(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600), 'en', now)).toBe('3 hours ago');
    expect(timeAgo(ago(26 * 3600), 'en', now)).toBe('yesterday');
    expect(timeAgo(ago(5 * 60), 'fr', now)).toBe('il y a 5 minutes');
  });

  it('gives the date and time past a week, and nothing for a bad value', () => {
    expect(timeAgo(ago(9 * 86400), 'en', now)).toMatch(/^\d{2}-\d{2}-2026 \d{2}:\d{2}$/);
    expect(timeAgo('not a date', 'en', now)).toBe('');
  });
});
