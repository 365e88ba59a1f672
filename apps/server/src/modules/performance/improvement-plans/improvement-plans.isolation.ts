import { sql } from 'drizzle-orm';
import { acmeCreate, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';

const BASE = '/hrm/improvement-plans';

async function acmePeople(t: TestApp, companyId: number): Promise<[number, number]> {
  const r = await t.database.owner.execute<{ id: string | number }>(
    sql`SELECT id FROM employees WHERE company_id = ${companyId} ORDER BY id LIMIT 2`,
  );
  const [a, b] = r.rows.map((x) => Number(x.id));
  if (a === undefined || b === undefined) throw new Error('acme needs two employees');
  return [a, b];
}

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
