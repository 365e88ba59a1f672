import type { IsolationCase } from '../../../../test/isolation.ts';
import type { TestApp } from '../../../../test/harness.ts';

const BASE = '/payroll/salarymanagement/settings/batching-and-grouping';
let made = 0;
const body = () => ({ name: `Acme batch ${(made += 1)}`, batch_by: 'bank', bank_ids: [1] });

/** A batch group of acme's, made through its own API. */
async function acmeGroup(t: TestApp, acme: { token: string }): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${BASE}`,
    headers: { authorization: `Bearer ${acme.token}` },
    payload: body(),
  });
  if (res.statusCode !== 201) throw new Error(`acme batch group: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

/** Batch groups: acme's by id is a 404 to demo's admin, whatever the call. */
export const payrollBatchGroupIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeGroup(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeGroup(t, acme)}`, payload: body() }),
  },
  {
    route: `DELETE /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeGroup(t, acme)}` }),
  },
];
