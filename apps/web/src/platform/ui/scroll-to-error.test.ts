import { describe, expect, it } from 'vitest';
import { easeInOutCubic, scrollPositionAt } from './scroll-to-error.ts';

describe('scroll to the first error', () => {
  it('eases from start to end', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(2)).toBe(1);
  });

  it('lands exactly on the target when the 500 ms are up', () => {
    expect(scrollPositionAt(1000, 200, 0, 500)).toBe(1000);
    expect(scrollPositionAt(1000, 200, 500, 500)).toBe(200);
    expect(scrollPositionAt(1000, 200, 900, 500)).toBe(200);
    expect(scrollPositionAt(0, 300, 10, 0)).toBe(300);
  });
});
