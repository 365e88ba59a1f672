import { acmeCreate, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';

const BASE = '/payroll/salarymanagement/settings/pay-breakdown';
let made = 0;

const itemBody = () => {
  made += 1;
  return {
    allowance_name: `Acme item ${made}`,
    code: `ACME_${made}`,
    calculation_type: 'fixed',
    amount: '500',
  };
};

const acmeItem = (t: TestApp, acme: { token: string }) => acmeCreate(t, acme, BASE, itemBody());

/** Pay breakdown items: acme's by id is a 404 to demo's admin, whatever the call. */
export const payBreakdownIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeItem(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeItem(t, acme)}`, payload: itemBody() }),
  },
  {
    route: `DELETE /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeItem(t, acme)}` }),
  },
];
