import { acmeCreate, type IsolationCase } from '../../../../test/isolation.ts';
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

const rate = (t: TestApp, acme: { token: string }) => acmeCreate(t, acme, RATES, rateBody());
const rule = (t: TestApp, acme: { token: string }) => acmeCreate(t, acme, RULES, ruleBody());

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
