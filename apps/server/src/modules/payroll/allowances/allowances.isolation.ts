import { acmeCreate, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';

const ALLOWANCES = '/payroll/salarymanagement/settings/allowance';
const EXTRAS = '/payroll/salarymanagement/settings/extraallowance';
const CLAIMS = '/payroll/salarymanagement/allowance-claims';
let made = 0;

const allowanceBody = () => ({ name: `Acme allowance ${(made += 1)}`, amount: '1000' });
const extraBody = () => ({
  name: `Acme extra ${(made += 1)}`,
  amount: '1000',
  months: ['2026-01'],
  employee_ids: [],
});
const claimBody = { title: 'Acme claim', amount: '500', reason: 'Acme trip' };

const allowance = (t: TestApp, acme: { token: string }) => acmeCreate(t, acme, ALLOWANCES, allowanceBody());
const claim = (t: TestApp, acme: { token: string }) => acmeCreate(t, acme, CLAIMS, claimBody);

/** An extra allowance of acme's needs one of acme's employees: its own claim's claimant. */
async function extra(t: TestApp, acme: { token: string }) {
  const claimId = await claim(t, acme);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1${CLAIMS}/${claimId}`,
    headers: { authorization: `Bearer ${acme.token}` },
  });
  const employeeId = (res.json() as { data: { employee_id: number } }).data.employee_id;
  return acmeCreate(t, acme, EXTRAS, { ...extraBody(), employee_ids: [employeeId] });
}

/** Allowances, extra allowances and allowance claims: acme's by id is a 404 to demo's admin. */
export const allowancesIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${ALLOWANCES}/{id}`,
    request: async (t, acme) => ({ url: `${ALLOWANCES}/${await allowance(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${ALLOWANCES}/{id}`,
    request: async (t, acme) => ({
      url: `${ALLOWANCES}/${await allowance(t, acme)}`,
      payload: allowanceBody(),
    }),
  },
  {
    route: `DELETE /api/v1${ALLOWANCES}/{id}`,
    request: async (t, acme) => ({ url: `${ALLOWANCES}/${await allowance(t, acme)}` }),
  },
  {
    route: `POST /api/v1${ALLOWANCES}/{id}/assign`,
    request: async (t, acme) => ({
      url: `${ALLOWANCES}/${await allowance(t, acme)}/assign`,
      payload: { employees: [{ employee_id: 1, from_month: '2026-01' }] },
    }),
  },
  {
    route: `POST /api/v1${ALLOWANCES}/{id}/unassign`,
    request: async (t, acme) => ({
      url: `${ALLOWANCES}/${await allowance(t, acme)}/unassign`,
      payload: { employee_ids: [1] },
    }),
  },
  {
    route: `GET /api/v1${EXTRAS}/{id}`,
    request: async (t, acme) => ({ url: `${EXTRAS}/${await extra(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${EXTRAS}/{id}`,
    request: async (t, acme) => ({
      url: `${EXTRAS}/${await extra(t, acme)}`,
      payload: { ...extraBody(), employee_ids: [1] },
    }),
  },
  {
    route: `DELETE /api/v1${EXTRAS}/{id}`,
    request: async (t, acme) => ({ url: `${EXTRAS}/${await extra(t, acme)}` }),
  },
  {
    route: `GET /api/v1${CLAIMS}/{id}`,
    request: async (t, acme) => ({ url: `${CLAIMS}/${await claim(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${CLAIMS}/{id}`,
    request: async (t, acme) => ({ url: `${CLAIMS}/${await claim(t, acme)}`, payload: claimBody }),
  },
  {
    route: `DELETE /api/v1${CLAIMS}/{id}`,
    request: async (t, acme) => ({ url: `${CLAIMS}/${await claim(t, acme)}` }),
  },
];
