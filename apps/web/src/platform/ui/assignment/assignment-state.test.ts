import { describe, expect, it } from 'vitest';
import { assign, searchParams, startAssignment, unassign } from './assignment-state.ts';

const ada = { id: 1, name: 'Ada' };
const bola = { id: 2, name: 'Bola' };
const chidi = { id: 3, name: 'Chidi' };
const dayo = { id: 4, name: 'Dayo' };

describe('employee assignment bookkeeping (spec 1 §4)', () => {
  it('starts from the current members, once each', () => {
    expect(startAssignment([ada, bola, ada])).toEqual({
      assigned: [ada, bola],
      newlyAssigned: [],
      unassigned: [],
    });
    expect(startAssignment()).toEqual({ assigned: [], newlyAssigned: [], unassigned: [] });
  });

  it('adds transferred people to assigned and newly assigned', () => {
    const s = assign(startAssignment([ada]), [bola, chidi]);
    expect(s.assigned).toEqual([ada, bola, chidi]);
    expect(s.newlyAssigned).toEqual([2, 3]);
    expect(s.unassigned).toEqual([]);
  });

  it('ignores people already on the right, and duplicates in one transfer', () => {
    const s = assign(startAssignment([ada]), [ada, bola, bola]);
    expect(s.assigned).toEqual([ada, bola]);
    expect(s.newlyAssigned).toEqual([2]);
  });

  it('moves removed former members to unassigned', () => {
    const s = unassign(startAssignment([ada, bola]), [1]);
    expect(s.assigned).toEqual([bola]);
    expect(s.unassigned).toEqual([1]);
    expect(s.newlyAssigned).toEqual([]);
  });

  it('drops removed newly assigned people without marking them unassigned', () => {
    const s = unassign(assign(startAssignment([ada]), [bola, chidi]), [2]);
    expect(s.assigned).toEqual([ada, chidi]);
    expect(s.newlyAssigned).toEqual([3]);
    expect(s.unassigned).toEqual([]);
  });

  it('removes transferred-back former members from unassigned without re-adding them', () => {
    const removed = unassign(startAssignment([ada, bola]), [1]);
    const back = assign(removed, [ada]);
    expect(back.assigned).toEqual([bola, ada]);
    expect(back.unassigned).toEqual([]);
    expect(back.newlyAssigned).toEqual([]);
    // Removing them again is a removal of a member, as the first time.
    expect(unassign(back, [1]).unassigned).toEqual([1]);
  });

  it('handles a mixed removal and ignores ids not on the right', () => {
    const s = unassign(assign(startAssignment([ada, bola]), [chidi, dayo]), [1, 3, 99]);
    expect(s.assigned).toEqual([bola, dayo]);
    expect(s.newlyAssigned).toEqual([4]);
    expect(s.unassigned).toEqual([1]);
  });

  it('never mutates the state it is given', () => {
    const start = startAssignment([ada]);
    const frozen = JSON.stringify(start);
    assign(start, [bola]);
    unassign(start, [1]);
    expect(JSON.stringify(start)).toBe(frozen);
  });
});

describe('assignment search parameters (spec 1 §5)', () => {
  it('sends only non-empty filters', () => {
    expect(searchParams({ query: '  ', department_ids: [], team_ids: [] }, 1, 5)).toEqual({
      page: 1,
      per_page: 5,
    });
  });
  it('sends trimmed text and comma-separated ids', () => {
    expect(searchParams({ query: ' ada ', branch_ids: [2, 3], grade_ids: [7] }, 2, 5)).toEqual({
      page: 2,
      per_page: 5,
      query: 'ada',
      branch_ids: '2,3',
      grade_ids: '7',
    });
  });
});
