import type { AttendanceToday } from '@clockroom/contracts';

/**
 * Where each of today's counts leads: the attendance report listing the same rows for today
 * (ADR 29), or the HR dashboard's list of who is away. Not clocked out has no report of its own.
 */
export function countLinks(today: string): Partial<Record<keyof AttendanceToday, string>> {
  const report = (type: string) =>
    `/admin/attendance/reports/all?${new URLSearchParams({ type, date_from: today, date_to: today }).toString()}`;
  return {
    expected: report('workforce'),
    present: report('simple'),
    late: report('lateness'),
    absent: report('absentee'),
    on_leave: '/admin/hrm/dashboard',
  };
}
