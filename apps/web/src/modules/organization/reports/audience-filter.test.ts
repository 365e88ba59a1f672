import { describe, expect, it } from 'vitest';
import { startAssignment } from '../../../platform/ui/assignment/assignment-state.ts';
import { buildReportFilter } from './audience-filter.ts';

const people = startAssignment();
const base = { fetchBy: 'company' as const, people };

describe('buildReportFilter', () => {
  it('builds a whole-company filter', () => {
    expect(buildReportFilter(['pin'], base)).toEqual({ filter: { fetch_by: 'company', columns: ['pin'] } });
  });
  it('reports every missing field at once', () => {
    expect(buildReportFilter([], { ...base, fetchBy: 'branch' })).toEqual({
      errors: { columns: 'reports.needColumns', branch: 'reports.needBranch' },
    });
    expect(buildReportFilter(['pin'], { ...base, fetchBy: 'department' })).toEqual({
      errors: { department: 'reports.needDepartment' },
    });
    expect(buildReportFilter(['pin'], { ...base, fetchBy: 'employee' })).toEqual({
      errors: { people: 'reports.needEmployees' },
    });
  });
  it('sends the branch of a department only when chosen', () => {
    expect(buildReportFilter(['pin'], { ...base, fetchBy: 'department', departmentId: 3 })).toEqual({
      filter: { fetch_by: 'department', fetch_by_id: 3, columns: ['pin'] },
    });
    expect(
      buildReportFilter(['pin'], { ...base, fetchBy: 'department', departmentId: 3, departmentBranchId: 2 }),
    ).toEqual({ filter: { fetch_by: 'department', fetch_by_id: 3, branch_id: 2, columns: ['pin'] } });
  });
  it('sends the chosen individuals as a list', () => {
    const chosen = startAssignment([
      { id: 5, name: 'Ada' },
      { id: 9, name: 'Bola' },
    ]);
    expect(buildReportFilter(['name'], { ...base, fetchBy: 'employee', people: chosen })).toEqual({
      filter: { fetch_by: 'employee', fetch_by_id: [5, 9], columns: ['name'] },
    });
  });
});
