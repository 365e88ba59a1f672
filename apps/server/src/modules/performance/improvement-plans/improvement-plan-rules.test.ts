import { describe, expect, it } from 'vitest';
import { daysBetween, outcomeRefusal, remindersDue } from './improvement-plan-rules.ts';
import { effectiveCapacity, enrolmentScore, withinCapacity } from '../trainings/training-rules.ts';

describe('training capacity and scores', () => {
  it('takes at most the capacity; none means no limit', () => {
    expect(withinCapacity(2, 2)).toBe(true);
    expect(withinCapacity(2, 3)).toBe(false);
    expect(withinCapacity(null, 500)).toBe(true);
  });
  it("falls back to the company's default capacity", () => {
    expect(effectiveCapacity(10, 25)).toBe(10);
    expect(effectiveCapacity(null, 25)).toBe(25);
    expect(effectiveCapacity(undefined, null)).toBeNull();
  });
  it('keeps a score only when completed', () => {
    expect(enrolmentScore('completed', 80)).toBe(80);
    expect(enrolmentScore('no_show', 80)).toBeNull();
    expect(enrolmentScore('enrolled', undefined)).toBeNull();
  });
});

describe('improvement plan outcomes', () => {
  const approved = { status: 'approved' as const, outcome: null, reviewer_id: 7 };
  it('HR or the reviewer sets it once an approved plan has none', () => {
    expect(outcomeRefusal(approved, { employeeId: 1, isHr: true })).toBeNull();
    expect(outcomeRefusal(approved, { employeeId: 7, isHr: false })).toBeNull();
  });
  it('anyone else, a pending or rejected plan, or a second outcome are refused', () => {
    expect(outcomeRefusal(approved, { employeeId: 3, isHr: false })).toBe('not-allowed');
    expect(outcomeRefusal({ ...approved, status: 'pending' }, { employeeId: 7, isHr: false })).toBe(
      'not-approved',
    );
    expect(outcomeRefusal({ ...approved, status: 'rejected' }, { employeeId: 1, isHr: true })).toBe(
      'not-approved',
    );
    expect(outcomeRefusal({ ...approved, outcome: 'extended' }, { employeeId: 1, isHr: true })).toBe(
      'already-set',
    );
  });
});

describe('review reminders', () => {
  const plan = (review_date: string, over: Partial<Parameters<typeof remindersDue>[0][number]> = {}) => ({
    status: 'approved' as const,
    outcome: null,
    review_date,
    reminded_for: null,
    ...over,
  });
  it('counts days between calendar dates', () => {
    expect(daysBetween('2026-11-29', '2026-12-06')).toBe(7);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-12-06', '2026-11-29')).toBe(-7);
  });
  it('picks approved plans without an outcome whose review is within the lead, once per date', () => {
    const due = remindersDue(
      [
        plan('2026-12-06'),
        plan('2026-12-07'),
        plan('2026-11-29'),
        plan('2026-11-28'),
        plan('2026-12-01', { status: 'pending' }),
        plan('2026-12-01', { outcome: 'successful' }),
        plan('2026-12-01', { reminded_for: '2026-12-01' }),
        plan('2026-12-02', { reminded_for: '2026-11-20' }),
      ],
      '2026-11-29',
      7,
    );
    expect(due.map((p) => p.review_date)).toEqual(['2026-12-06', '2026-11-29', '2026-12-02']);
  });
});
