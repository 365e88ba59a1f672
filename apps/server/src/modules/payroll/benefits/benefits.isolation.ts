import type { IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';

const BASE = '/payroll/benefit-and-deduction';
const TYPES = `${BASE}/settings/benefit-deduction-types`;
let made = 0;

async function acmeCall(
  t: TestApp,
  acme: { token: string },
  method: 'GET' | 'POST',
  url: string,
  body?: object,
) {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${acme.token}` },
    ...(body ? { payload: body } : {}),
  });
  if (res.statusCode >= 300) throw new Error(`acme ${method} ${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number; employee: { id: number } } }).data;
}

const typeBody = () => ({ name: `Acme benefit ${(made += 1)}`, is_deduction: false, is_taxable: true });

/** A type of acme's, made through its own API. */
const acmeType = async (t: TestApp, acme: { token: string }) =>
  (await acmeCall(t, acme, 'POST', TYPES, typeBody())).id;

const recordBody = (employeeId: number, typeId: number) => ({
  employee_id: employeeId,
  benefit_deduction_type_id: typeId,
  amount: '1000',
  frequency: 'one_off',
  start_month: '2026-02',
});

/** A record of acme's: its admin's own employee, on one of its types. */
async function acmeRecord(t: TestApp, acme: { token: string }) {
  const me = await acmeCall(t, acme, 'GET', '/user');
  return (await acmeCall(t, acme, 'POST', BASE, recordBody(me.employee.id, await acmeType(t, acme)))).id;
}

/** Benefit and deduction types and records: acme's by id is a 404 to demo's admin. */
export const benefitDeductionsIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${TYPES}/{id}`,
    request: async (t, acme) => ({ url: `${TYPES}/${await acmeType(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${TYPES}/{id}`,
    request: async (t, acme) => ({ url: `${TYPES}/${await acmeType(t, acme)}`, payload: typeBody() }),
  },
  {
    route: `DELETE /api/v1${TYPES}/{id}`,
    request: async (t, acme) => ({ url: `${TYPES}/${await acmeType(t, acme)}` }),
  },
  {
    route: `GET /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeRecord(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeRecord(t, acme)}`, payload: recordBody(1, 1) }),
  },
  {
    route: `DELETE /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeRecord(t, acme)}` }),
  },
];
