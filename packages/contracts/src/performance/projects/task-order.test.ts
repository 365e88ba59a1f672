import { describe, expect, it } from 'vitest';
import { boardColumns, moveInColumns, orderChanges, type OrderedTask } from './task-order.ts';

const tasks: OrderedTask[] = [
  { id: 1, status_id: 10, position: 0 },
  { id: 2, status_id: 10, position: 1 },
  { id: 3, status_id: 10, position: 2 },
  { id: 4, status_id: 20, position: 0 },
];

describe('task ordering', () => {
  it('reads columns by position then id, with empty columns kept', () => {
    const cols = boardColumns([...tasks, { id: 5, status_id: 20, position: 0 }], [10, 20, 30]);
    expect([...cols]).toEqual([
      [10, [1, 2, 3]],
      [20, [4, 5]],
      [30, []],
    ]);
  });
  it('moves within a column and renumbers densely', () => {
    const next = moveInColumns(boardColumns(tasks), 3, 10, 0);
    expect(next.get(10)).toEqual([3, 1, 2]);
    expect(orderChanges(tasks, next)).toEqual([
      { id: 3, status_id: 10, position: 0 },
      { id: 1, status_id: 10, position: 1 },
      { id: 2, status_id: 10, position: 2 },
    ]);
  });
  it('moves across columns, closing the gap it leaves', () => {
    const next = moveInColumns(boardColumns(tasks), 1, 20, 1);
    expect(next.get(10)).toEqual([2, 3]);
    expect(next.get(20)).toEqual([4, 1]);
    expect(
      orderChanges(tasks, next)
        .map((c) => c.id)
        .sort(),
    ).toEqual([1, 2, 3]);
  });
  it('clamps a position past the end and appends without one', () => {
    expect(moveInColumns(boardColumns(tasks), 2, 20, 99).get(20)).toEqual([4, 2]);
    expect(moveInColumns(boardColumns(tasks), 2, 30).get(30)).toEqual([2]);
    expect(moveInColumns(boardColumns(tasks), 2, 10, -3).get(10)).toEqual([2, 1, 3]);
  });
  it('writes nothing for a move to its own place', () => {
    expect(orderChanges(tasks, moveInColumns(boardColumns(tasks), 2, 10, 1))).toEqual([]);
  });
});
