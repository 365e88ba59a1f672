import { describe, expect, it } from 'vitest';
import { basisOf, needsBranch } from './category-basis.ts';

const empty = {
  employees: [],
  employeeGrades: [],
  departments: [],
  branches: [],
  category_type: 'employees',
};

describe('basisOf', () => {
  it('derives the category from whichever list is filled', () => {
    expect(basisOf({ ...empty, employees: [{ id: 1, employee_name: 'A' }] })).toBe('employees');
    expect(basisOf({ ...empty, employeeGrades: [{ id: 1, grade_name: 'G1' }] })).toBe('station_grade');
    expect(basisOf({ ...empty, departments: [{ id: 1, department_name: 'Ops' }] })).toBe('department');
    expect(basisOf({ ...empty, branches: [{ id: 1, station_name: 'Lagos' }] })).toBe('branch');
  });
  it("reads 'grade' as station_grade when every list is empty", () => {
    expect(basisOf({ ...empty, category_type: 'grade' })).toBe('station_grade');
    expect(basisOf({ ...empty, category_type: 'department' })).toBe('department');
  });
});

describe('needsBranch', () => {
  it('asks a branch for grades and departments only', () => {
    expect(
      ['employees', 'station_grade', 'department', 'branch'].map((b) => needsBranch(b as never)),
    ).toEqual([false, true, true, false]);
  });
});
