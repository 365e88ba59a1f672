import { describe, expect, it } from 'vitest';
import { parseAttendanceReportSearch, reportRequest } from './report-address.ts';

describe('the attendance report address', () => {
  it('keeps a full report and drops what is malformed', () => {
    expect(
      parseAttendanceReportSearch({
        type: 'absentee',
        date_from: '2026-11-09',
        date_to: '2026-11-13',
        exclude_weekend: 'true',
        exclude_public_holiday: false,
        group_by: 'date',
        branch_id: '3',
        employee_id: '-1',
        department_id: '9007199254740993',
        search_query: '  Ada ',
        page: '2',
        perPage: '7',
      }),
    ).toEqual({
      type: 'absentee',
      date_from: '2026-11-09',
      date_to: '2026-11-13',
      exclude_weekend: true,
      group_by: 'date',
      branch_id: 3,
      search_query: 'Ada',
      page: 2,
    });
  });

  it('refuses unknown types, impossible days and a grouping the type has not', () => {
    expect(
      parseAttendanceReportSearch({ type: 'overtimes', date_from: '2026-02-30', date_to: '2026-13-01' }),
    ).toEqual({});
    expect(parseAttendanceReportSearch({ type: 'summary', group_by: 'date' })).toEqual({ type: 'summary' });
  });

  it('names no report without a type and an ordered range, and never whom else for self-service', () => {
    expect(reportRequest({ type: 'lateness', date_from: '2026-11-09' }, false)).toBeNull();
    expect(
      reportRequest({ type: 'lateness', date_from: '2026-11-13', date_to: '2026-11-09' }, false),
    ).toBeNull();
    const s = {
      type: 'lateness',
      date_from: '2026-11-09',
      date_to: '2026-11-13',
      employee_id: 4,
      search_query: 'x',
    };
    expect(reportRequest(s, false)).toMatchObject({
      employee_id: 4,
      search_query: 'x',
      exclude_weekend: false,
    });
    expect(reportRequest(s, true)).not.toHaveProperty('employee_id');
    expect(reportRequest(s, true)).not.toHaveProperty('search_query');
  });
});
