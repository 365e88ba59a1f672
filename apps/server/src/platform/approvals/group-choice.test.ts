import { describe, expect, it } from 'vitest';
import { chooseGroup, type GroupScope } from './group-choice.ts';

const ada = { employeeId: 1, gradeId: 5, departmentId: 7, branchId: 3 };
const g = (id: number, basis: GroupScope['basis'], ids: number[], branchId = 0): GroupScope => ({
  id,
  basis,
  ids,
  branchId,
});

describe('chooseGroup', () => {
  it('prefers employee, then grade, then department, then branch', () => {
    const groups = [
      g(1, 'branch', [3]),
      g(2, 'department', [7]),
      g(3, 'station_grade', [5]),
      g(4, 'employees', [1]),
    ];
    expect(chooseGroup(groups, ada)?.id).toBe(4);
    expect(chooseGroup(groups.slice(0, 3), ada)?.id).toBe(3);
    expect(chooseGroup(groups.slice(0, 2), ada)?.id).toBe(2);
    expect(chooseGroup(groups.slice(0, 1), ada)?.id).toBe(1);
  });

  it('applies a grade or department group only in its branch, or in every branch with 0', () => {
    expect(chooseGroup([g(1, 'department', [7], 9)], ada)).toBeUndefined();
    expect(chooseGroup([g(1, 'department', [7], 3)], ada)?.id).toBe(1);
    expect(chooseGroup([g(1, 'department', [7], 0)], ada)?.id).toBe(1);
  });

  it('breaks a tie by the own branch first, then the oldest group, whatever the order read', () => {
    const tied = [g(9, 'department', [7], 0), g(5, 'department', [7], 3), g(6, 'department', [7], 3)];
    expect(chooseGroup(tied, ada)?.id).toBe(5);
    expect(chooseGroup([...tied].reverse(), ada)?.id).toBe(5);
    expect(chooseGroup([g(8, 'branch', [3]), g(4, 'branch', [3])], ada)?.id).toBe(4);
  });

  it('finds nothing for an employee no group names, or one without a grade or department', () => {
    expect(chooseGroup([g(1, 'employees', [2]), g(2, 'branch', [4])], ada)).toBeUndefined();
    expect(chooseGroup([g(1, 'station_grade', [5])], { ...ada, gradeId: null })).toBeUndefined();
  });
});
