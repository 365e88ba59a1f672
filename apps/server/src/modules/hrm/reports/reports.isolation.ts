import { acmeFirstId, type IsolationCase } from '../../../test/isolation.ts';

/** The usage reports take no path id; the employee a filter names is checked here instead. */
export const hrmReportIsolationCases: IsolationCase[] = [
  'generate-leave-usage-reports',
  'download-leave-usage-reports',
  'generate-exemption-usage-reports',
  'download-exemption-usage-summary',
].map((call) => ({
  route: `GET /api/v1/hrm/reports/${call}`,
  request: async (t, acme) => ({
    url: `/hrm/reports/${call}?employee_id=${await acmeFirstId(t, acme.companyId, 'employees')}`,
  }),
}));
