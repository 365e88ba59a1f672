import { describe, expect, it } from 'vitest';
import { LEAVE_PROGRESS_COLOURS, leaveProgress, leaveProgressColour } from './leave-progress.ts';

describe('leave progress (spec 2 §9)', () => {
  it('is days taken over applicable days, as a percentage', () => {
    expect(leaveProgress(4, 20)).toBe(20);
    expect(leaveProgress(0, 20)).toBe(0);
    expect(leaveProgress(1, 3)).toBe(33);
    expect(leaveProgress(25, 20)).toBe(100);
    expect(leaveProgress(2, 0)).toBe(0);
  });

  it('cycles black, blue, yellow', () => {
    expect([0, 1, 2, 3, 4].map(leaveProgressColour)).toEqual([
      LEAVE_PROGRESS_COLOURS[0],
      LEAVE_PROGRESS_COLOURS[1],
      LEAVE_PROGRESS_COLOURS[2],
      LEAVE_PROGRESS_COLOURS[0],
      LEAVE_PROGRESS_COLOURS[1],
    ]);
  });
});
