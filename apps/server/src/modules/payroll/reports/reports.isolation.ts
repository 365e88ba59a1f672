import type { IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';

const BASE = '/payroll/reports';

/** A branch of acme's: the reports take no record id, so another company's branch is what they refuse. */
async function acmeBranch(t: TestApp, acme: { token: string }): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/organization/branches?filter=all',
    headers: { authorization: `Bearer ${acme.token}` },
  });
  const first = (res.json() as { data: { results: { id: number }[] } }).data.results[0];
  if (!first) throw new Error(`acme has no branch: ${res.body}`);
  return first.id;
}

const body = async (t: TestApp, acme: { token: string }) => ({
  month: 3,
  year: 2031,
  branch_ids: [await acmeBranch(t, acme)],
});

/** The register's and the schedules' path parameters name no record: acme's branch in the body is a 404. */
export const payrollReportIsolationCases: IsolationCase[] = [
  {
    route: `POST /api/v1${BASE}/general/download/{format}`,
    request: async (t, acme) => ({ url: `${BASE}/general/download/csv`, payload: await body(t, acme) }),
  },
  {
    route: `POST /api/v1${BASE}/remittances/{kind}`,
    request: async (t, acme) => ({ url: `${BASE}/remittances/paye`, payload: await body(t, acme) }),
  },
  {
    route: `POST /api/v1${BASE}/remittances/{kind}/download/{format}`,
    request: async (t, acme) => ({
      url: `${BASE}/remittances/pension/download/pdf`,
      payload: await body(t, acme),
    }),
  },
];
