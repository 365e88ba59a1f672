import { describe, expect, it } from 'vitest';
import { dayBefore, planAssignment, planChanges, type DatedAssignment } from './assignment-dating.ts';

const a = (id: number, workShiftId: number, startDate: string, endDate: string | null = null) =>
  ({ id, workShiftId, startDate, endDate }) satisfies DatedAssignment;

describe('dated shift assignments (ADR 27)', () => {
  it('opens the first assignment from the date', () => {
    expect(planAssignment([], 7, '2026-03-10')).toEqual({
      remove: [],
      close: [],
      open: { startDate: '2026-03-10' },
    });
  });

  it('closes the current one the day before and opens the new one', () => {
    const plan = planAssignment([a(1, 5, '2026-01-01')], 7, '2026-03-10');
    expect(plan).toEqual({ remove: [], close: [1], open: { startDate: '2026-03-10' } });
    expect(dayBefore('2026-03-10')).toBe('2026-03-09');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
  });

  it('replaces an assignment that starts on or after the date instead of closing it', () => {
    const plan = planAssignment(
      [a(1, 5, '2026-01-01', '2026-03-09'), a(2, 6, '2026-03-10')],
      7,
      '2026-03-10',
    );
    expect(plan).toEqual({ remove: [2], close: [], open: { startDate: '2026-03-10' } });
  });

  it('leaves history alone', () => {
    const plan = planAssignment([a(1, 5, '2025-01-01', '2025-12-31')], 7, '2026-03-10');
    expect(plan.close).toEqual([]);
    expect(plan.remove).toEqual([]);
  });

  it('does nothing when the employee already works that shift from before the date', () => {
    const plan = planAssignment([a(1, 7, '2026-01-01')], 7, '2026-03-10');
    expect(planChanges(plan)).toBe(false);
  });

  it('unassigns from the date: closes the current one, opens nothing', () => {
    expect(planAssignment([a(1, 7, '2026-01-01')], null, '2026-03-10')).toEqual({
      remove: [],
      close: [1],
      open: null,
    });
    // Assigned and unassigned on the same day: the assignment never held.
    expect(planAssignment([a(1, 7, '2026-03-10')], null, '2026-03-10').remove).toEqual([1]);
    expect(planChanges(planAssignment([], null, '2026-03-10'))).toBe(false);
  });
});
