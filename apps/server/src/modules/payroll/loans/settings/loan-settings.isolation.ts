import type { IsolationCase } from '../../../../test/isolation.ts';
import type { TestApp } from '../../../../test/harness.ts';

const TYPES = '/payroll/loans/settings/loantypes';
let made = 0;
const typeBody = () => ({
  name: `Acme loan ${(made += 1)}`,
  maximum_amount: '100000',
  max_tenure_months: 6,
});

/** A loan type of acme's, made through its own API. */
async function acmeType(t: TestApp, acme: { token: string }): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${TYPES}`,
    headers: { authorization: `Bearer ${acme.token}` },
    payload: typeBody(),
  });
  if (res.statusCode !== 201) throw new Error(`acme loan type: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

/** Loan types: acme's by id is a 404 to demo's admin (the batch delete's ids are checked alike). */
export const loanSettingsIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${TYPES}/{id}`,
    request: async (t, acme) => ({ url: `${TYPES}/${await acmeType(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${TYPES}/{id}`,
    request: async (t, acme) => ({ url: `${TYPES}/${await acmeType(t, acme)}`, payload: typeBody() }),
  },
];
