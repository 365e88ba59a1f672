import { describe, expect, it } from 'vitest';
import { daysFrom, inYear } from './seed-days.ts';

describe("the demo's days", () => {
  it('counts days across month and year ends', () => {
    expect(daysFrom('2026-11-30', 1)).toBe('2026-12-01');
    expect(daysFrom('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysFrom('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysFrom('2026-11-30', 0)).toBe('2026-11-30');
  });

  it('moves a day to another year, 29 February to 1 March where there is none', () => {
    expect(inYear('2026-11-30', 1984)).toBe('1984-11-30');
    expect(inYear('2024-02-29', 2023)).toBe('2023-03-01');
    expect(inYear('2024-02-29', 2020)).toBe('2020-02-29');
  });
});
