import { acmeFirstId, type IsolationCase, type IsolationExemption } from '../../../test/isolation.ts';

const range = { date_from: '2026-11-02', date_to: '2026-11-08' };

/** The report paths' parameters are a type and a format, not ids: the employee a filter names is checked. */
export const attendanceReportIsolationCases: IsolationCase[] = [
  {
    route: 'POST /api/v1/attendance/reports/{type}',
    request: async (t, acme) => ({
      url: '/attendance/reports/workforce',
      payload: { ...range, employee_id: await acmeFirstId(t, acme.companyId, 'employees') },
    }),
  },
  {
    route: 'POST /api/v1/attendance/reports/{type}/download/{format}',
    request: async (t, acme) => ({
      url: '/attendance/reports/lateness/download/csv',
      payload: { ...range, employee_id: await acmeFirstId(t, acme.companyId, 'employees') },
    }),
  },
];

/** Self-service reports read only the caller's own days: their parameters are a type and a format. */
export const attendanceReportIsolationExemptions: IsolationExemption[] = [
  'POST /api/v1/attendance/me/reports/{type}',
  'POST /api/v1/attendance/me/reports/{type}/download/{format}',
].map((route) => ({
  route,
  reason:
    "the signed-in employee's own report; the path names a report type and a file format, never a record",
}));
