import { describe, expect, it } from 'vitest';
import type { AttendanceReportPage, ReportEmployee } from '@clockroom/contracts';
import { reportColumns, reportSections, sortableOf } from './report-columns.ts';

/** A column's heading as its English word (the code's last part). */
const heading = (c: { label: string }) => c.label.split('.')[1];

const who = (over: Partial<ReportEmployee> = {}): ReportEmployee => ({
  id: 1,
  name: 'Ada Report',
  pin: 'R901',
  custom_employee_id: 'NA',
  employee_grade: 'NA',
  employee_type: 'NA',
  employee_category: 'NA',
  mobile_number: 'NA',
  email: 'NA',
  department: 'NA',
  branch: 'NA',
  ...over,
});
const day = { checkdate: '2026-11-10', shift_name: 'Day', shift_range: '08:00 - 17:00' };
const page = (results: unknown[], group_by: 'employee' | 'date'): AttendanceReportPage =>
  ({
    results,
    total: results.length,
    type: 'absentee',
    group_by,
    date_from: '2026-11-09',
    date_to: '2026-11-13',
  }) as AttendanceReportPage;

describe('attendance report tables', () => {
  it('absentee by employee: DATE, SHIFT, SHIFT RANGE, all sortable, under the person', () => {
    const p = page([{ employee_details: who(), days: [day] }], 'employee');
    const sections = reportSections(p, 'absentee');
    expect(sections[0]?.heading).toEqual({ employee: { name: 'Ada Report', pin: 'R901' } });
    const cols = reportColumns('absentee', 'employee', sections[0]?.rows ?? []);
    expect(cols.map(heading)).toEqual(['DATE', 'SHIFT', 'SHIFT_RANGE']);
    expect(cols.every((c) => sortableOf('absentee').includes(c.key))).toBe(true);
  });

  it('by date: Name, Pin, then only the optional columns some row fills', () => {
    const p = page(
      [
        {
          date: '2026-11-10',
          employees: [
            { ...day, employee_details: who({ department: 'Sales' }) },
            { ...day, employee_details: who({ id: 2, name: 'Bola', pin: 'R902' }) },
          ],
        },
      ],
      'date',
    );
    const sections = reportSections(p, 'absentee');
    expect(sections[0]?.heading).toEqual({ date: '2026-11-10' });
    expect(sections[0]?.rows[1]).toMatchObject({ name: 'Bola', pin: 'R902', shift_name: 'Day' });
    expect(reportColumns('absentee', 'date', sections[0]?.rows ?? []).map(heading)).toEqual([
      'name',
      'pin',
      'department',
      'SHIFT',
      'SHIFT_RANGE',
    ]);
  });

  it('lateness by date offers only the custom id; the summary is one table of employees', () => {
    const rows = [{ key: 'a', custom_employee_id: 'C-1', department: 'Sales' }];
    expect(reportColumns('lateness', 'date', rows).map(heading)).toEqual([
      'name',
      'pin',
      'custom_employee_id',
      'shift',
      'clock_in',
      'expected_clock_in',
      'lost_time',
    ]);
    const summary = reportSections(
      page([{ employee_details: who(), num_days_absent: 1, hours_worked: '15:55' }], 'employee'),
      'summary',
    );
    expect(summary).toHaveLength(1);
    expect(summary[0]?.heading).toBeNull();
    expect(summary[0]?.rows[0]).toMatchObject({
      name: 'Ada Report',
      num_days_absent: 1,
      hours_worked: '15:55',
    });
  });
  it('overtime: one flat row a record, after who, with its date, times, figures and status', () => {
    const record = {
      employee_details: who(),
      checkdate: '2026-03-10',
      start_time: '17:30',
      end_time: '18:40',
      actual_overtime: 90,
      overtime_in_hour: '1.50',
      amount_kobo: 281_250,
      status: 'Pending',
    };
    const sections = reportSections(page([record], 'employee'), 'overtime');
    expect(sections).toHaveLength(1);
    expect(sections[0]?.heading).toBeNull();
    expect(sections[0]?.rows[0]).toMatchObject({
      name: 'Ada Report',
      actual_overtime: 90,
      amount_kobo: 281_250,
    });
    const cols = reportColumns('overtime', 'employee', sections[0]?.rows ?? []);
    expect(cols.map((c) => c.key)).toEqual([
      'name',
      'pin',
      'checkdate',
      'start_time',
      'end_time',
      'actual_overtime',
      'overtime_in_hour',
      'amount_kobo',
      'status',
    ]);
  });
});
