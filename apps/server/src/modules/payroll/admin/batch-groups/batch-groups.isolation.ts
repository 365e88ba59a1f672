import { acmeCreate, type IsolationCase } from '../../../../test/isolation.ts';
import type { TestApp } from '../../../../test/harness.ts';

const BASE = '/payroll/salarymanagement/settings/batching-and-grouping';
let made = 0;
const body = () => ({ name: `Acme batch ${(made += 1)}`, batch_by: 'bank', bank_ids: [1] });

const acmeGroup = (t: TestApp, acme: { token: string }) => acmeCreate(t, acme, BASE, body());

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
