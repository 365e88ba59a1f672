import { describe, expect, it } from 'vitest';
import {
  ANNIVERSARIES_PER_PAGE,
  BIRTHDAYS_PER_PAGE,
  carouselPage,
  hasClockedIn,
  shortTime,
} from './carousel-paging.ts';

const people = Array.from({ length: 12 }, (_, i) => i + 1);

describe('carouselPage (spec 2: 5 birthdays, 9 anniversaries a page)', () => {
  it('uses the spec page sizes', () => {
    expect(BIRTHDAYS_PER_PAGE).toBe(5);
    expect(ANNIVERSARIES_PER_PAGE).toBe(9);
  });

  it('shows the back arrow only after the first page', () => {
    expect(carouselPage(people, 0, 5)).toMatchObject({
      items: [1, 2, 3, 4, 5],
      hasPrev: false,
      hasNext: true,
      pageCount: 3,
    });
    expect(carouselPage(people, 2, 5)).toMatchObject({ items: [11, 12], hasPrev: true, hasNext: false });
  });

  it('clamps out-of-range pages and handles no people', () => {
    expect(carouselPage(people, 9, 9).page).toBe(1);
    expect(carouselPage([], 0, 5)).toMatchObject({ items: [], hasPrev: false, hasNext: false, pageCount: 1 });
  });
});

describe('clock-in text', () => {
  it("treats '00:00:00' as not clocked in", () => {
    expect(hasClockedIn('00:00:00')).toBe(false);
    expect(hasClockedIn(null)).toBe(false);
    expect(hasClockedIn('08:05:00')).toBe(true);
  });

  it('shows hours and minutes', () => {
    expect(shortTime('08:05:00')).toBe('08:05');
    expect(shortTime('8:05 AM')).toBe('8:05 AM');
  });
});
