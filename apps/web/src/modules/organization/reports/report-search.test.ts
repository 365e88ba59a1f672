import { describe, expect, it } from 'vitest';
import { parseReportSearch, reportFilter, toReportSearch } from './report-search.ts';

describe('report filter in the address', () => {
  it('reads a whole-company report in spec column order, unknown columns dropped', () => {
    expect(reportFilter({ columns: 'name,pin,salary' })).toEqual({
      fetch_by: 'company',
      columns: ['pin', 'name'],
    });
  });
  it('needs columns (view-all then sends the user back to generate)', () => {
    expect(reportFilter({})).toBeNull();
    expect(reportFilter({ columns: 'nope', fetch_by: 'company' })).toBeNull();
  });
  it('needs an id for branch, department and individuals', () => {
    expect(reportFilter({ columns: 'pin', fetch_by: 'branch' })).toBeNull();
    expect(reportFilter({ columns: 'pin', fetch_by: 'branch', fetch_by_id: '4' })).toEqual({
      fetch_by: 'branch',
      fetch_by_id: 4,
      columns: ['pin'],
    });
    expect(reportFilter({ columns: 'pin', fetch_by: 'employee', fetch_by_id: '3,9,x' })).toMatchObject({
      fetch_by_id: [3, 9],
    });
    expect(
      reportFilter({ columns: 'pin', fetch_by: 'department', fetch_by_id: '2', branch_id: '5' }),
    ).toMatchObject({
      fetch_by_id: 2,
      branch_id: 5,
    });
  });
  it('refuses an unknown audience', () => {
    expect(reportFilter({ columns: 'pin', fetch_by: 'planet' })).toBeNull();
  });
  it('round-trips through the address', () => {
    const filter = {
      fetch_by: 'employee' as const,
      fetch_by_id: [7, 8],
      columns: ['email' as const, 'pin' as const],
    };
    expect(toReportSearch(filter)).toEqual({
      columns: 'pin,email',
      fetch_by: 'employee',
      fetch_by_id: '7,8',
    });
    expect(reportFilter(parseReportSearch({ ...toReportSearch(filter) }))).toEqual({
      ...filter,
      columns: ['pin', 'email'],
    });
  });
  it('keeps paging only when it differs from the defaults', () => {
    expect(parseReportSearch({ columns: 'pin', page: '1', perPage: '5', junk: 'x' })).toEqual({
      columns: 'pin',
    });
    expect(parseReportSearch({ page: 3, perPage: 20 })).toEqual({ page: 3, perPage: 20 });
    expect(parseReportSearch({ perPage: 7 })).toEqual({});
  });
});
