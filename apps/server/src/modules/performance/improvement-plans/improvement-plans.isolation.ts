import { acmeCreate, acmePeople, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';

const BASE = '/hrm/improvement-plans';

const planBody = ([employee, reviewer]: [number, number]) => ({
  employee_id: employee,
  reviewer_id: reviewer,
  reason: 'Missed targets',
  goals: [{ text: 'Reach the target' }],
  review_date: '2027-01-15',
});

/** An improvement plan of acme's (approved at once: acme has no group). */
const acmePlan = async (t: TestApp, acme: { companyId: number; token: string }) =>
  acmeCreate(t, acme, BASE, planBody(await acmePeople(t, acme.companyId)));

/** Improvement plans: acme's by id is a 404 to demo's admin. */
export const improvementPlanIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmePlan(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({
      url: `${BASE}/${await acmePlan(t, acme)}`,
      payload: planBody(await acmePeople(t, acme.companyId)),
    }),
  },
  {
    route: `DELETE /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmePlan(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${BASE}/{id}/outcome`,
    request: async (t, acme) => ({
      url: `${BASE}/${await acmePlan(t, acme)}/outcome`,
      payload: { outcome: 'successful' },
    }),
  },
];
