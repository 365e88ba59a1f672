import type { IsolationCase } from '../../../../test/isolation.ts';
import type { TestApp } from '../../../../test/harness.ts';

const RATES = '/attendance/overtime/settings/workrates';
const RULES = '/attendance/overtime/settings/overtime-rules';
let made = 0;

const rateBody = () => ({
  group_name: `Acme rate ${(made += 1)}`,
  use_custom_charge: true,
  custom_charge: '100000',
  monthly_workdays: [{ month_id: 1, days: 20 }],
});
const ruleBody = () => ({
  group_name: `Acme rule ${(made += 1)}`,
  description: 'Acme overtime',
  payment_type: 'fixed',
  fixed_amount: '500',
});
const unassign = { category_type: 'employee', unassign_category_type_ids: [1] };

/** A work rate or overtime rule of acme's, made through its own API. */
async function acmeOwn(t: TestApp, acme: { token: string }, base: string, body: unknown): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${base}`,
    headers: { authorization: `Bearer ${acme.token}` },
    payload: body as object,
  });
  if (res.statusCode !== 201) throw new Error(`acme ${base}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

const rate = (t: TestApp, acme: { token: string }) => acmeOwn(t, acme, RATES, rateBody());
const rule = (t: TestApp, acme: { token: string }) => acmeOwn(t, acme, RULES, ruleBody());

/** Work rates and overtime rules: acme's by id is a 404 to demo's admin, whatever the call. */
export const overtimeSettingsIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${RATES}/{id}`,
    request: async (t, acme) => ({ url: `${RATES}/${await rate(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${RATES}/{id}`,
    request: async (t, acme) => ({ url: `${RATES}/${await rate(t, acme)}`, payload: rateBody() }),
  },
  {
    route: `DELETE /api/v1${RATES}/{id}`,
    request: async (t, acme) => ({ url: `${RATES}/${await rate(t, acme)}` }),
  },
  {
    route: `POST /api/v1${RATES}/{id}/assign-employees-to-workrate`,
    request: async (t, acme) => ({
      url: `${RATES}/${await rate(t, acme)}/assign-employees-to-workrate`,
      payload: unassign,
    }),
  },
  {
    route: `POST /api/v1${RATES}/{id}/assign-employees-to-work-rate`,
    request: async (t, acme) => ({
      url: `${RATES}/${await rate(t, acme)}/assign-employees-to-work-rate`,
      payload: unassign,
    }),
  },
  {
    route: `GET /api/v1${RATES}/{id}/assignables`,
    request: async (t, acme) => ({ url: `${RATES}/${await rate(t, acme)}/assignables` }),
  },
  {
    route: `GET /api/v1${RULES}/{id}`,
    request: async (t, acme) => ({ url: `${RULES}/${await rule(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${RULES}/{id}`,
    request: async (t, acme) => ({ url: `${RULES}/${await rule(t, acme)}`, payload: ruleBody() }),
  },
  {
    route: `DELETE /api/v1${RULES}/{id}`,
    request: async (t, acme) => ({ url: `${RULES}/${await rule(t, acme)}` }),
  },
  {
    route: `POST /api/v1${RULES}/{id}/assign-employees-to-overtime-rule`,
    request: async (t, acme) => ({
      url: `${RULES}/${await rule(t, acme)}/assign-employees-to-overtime-rule`,
      payload: unassign,
    }),
  },
  {
    route: `GET /api/v1${RULES}/{id}/assignables`,
    request: async (t, acme) => ({ url: `${RULES}/${await rule(t, acme)}/assignables` }),
  },
];
