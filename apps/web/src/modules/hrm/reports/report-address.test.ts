import { describe, expect, it } from 'vitest';
import { parseUsageSearch, usageFilter } from './report-address.ts';

describe('usage report address', () => {
  it('keeps valid keys only, and leaves defaults out', () => {
    expect(
      parseUsageSearch({
        kind: 'exemption',
        start_date: '2026-01-01',
        end_date: 'soon',
        employee_id: '12',
        department_id: '-1',
        status: 'approved',
        page: '1',
        perPage: '7',
      }),
    ).toEqual({ kind: 'exemption', start_date: '2026-01-01', employee_id: 12, status: 'approved' });
    expect(parseUsageSearch({})).toEqual({ kind: 'leave' });
  });
  it('sends a leave report its year and drops what does not apply to the kind', () => {
    expect(usageFilter({ kind: 'leave', year: 2025, start_date: '2026-01-01', status: 'pending' })).toEqual({
      year: 2025,
    });
    expect(
      usageFilter({ kind: 'exemption', year: 2025, leave_type_id: 3, start_date: '2026-01-01' }),
    ).toEqual({
      start_date: '2026-01-01',
    });
  });
});
