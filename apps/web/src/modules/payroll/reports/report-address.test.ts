import { describe, expect, it } from 'vitest';
import { parsePayrollReportSearch, payrollReportFilter } from './report-address.ts';

describe('the payroll report address', () => {
  it('keeps a good filter and drops what is malformed', () => {
    const s = parsePayrollReportSearch({
      report: 'pension',
      month: '3',
      year: '2026',
      branch_ids: '4,x,4,7',
      department_ids: [2, '-1'],
      include_open: 'true',
      page: '2',
    });
    expect(s).toEqual({
      report: 'pension',
      month: 3,
      year: 2026,
      branch_ids: '4,7',
      department_ids: '2',
      page: 2,
    });
    expect(payrollReportFilter(s)).toEqual({ month: 3, year: 2026, branch_ids: [4, 7], department_ids: [2] });
  });

  it('reads the register by default, with its open rows when asked, and needs a month and year', () => {
    const s = parsePayrollReportSearch({ report: 'vat', month: '13', year: '1999', include_open: '1' });
    expect(s).toEqual({ report: 'general', include_open: true });
    expect(payrollReportFilter(s)).toBeNull();
    expect(payrollReportFilter({ ...s, month: 12, year: 2026 })).toEqual({
      month: 12,
      year: 2026,
      include_open: true,
    });
  });
});
