import { acmeCreate, type IsolationCase, type IsolationExemption } from '../../test/isolation.ts';
import type { TestApp } from '../../test/harness.ts';

const PLANS = '/canteen/meal-plans';
let made = 0;
const planBody = () => ({ name: `Acme lunch ${(made += 1)}`, price: '1000', company_share_percent: 50 });

const acmePlan = (t: TestApp, acme: { token: string }) => acmeCreate(t, acme, PLANS, planBody());

/** Meal plans and canteen points: acme's by id is a 404 to demo's admin. */
export const canteenIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${PLANS}/{id}`,
    request: async (t, acme) => ({ url: `${PLANS}/${await acmePlan(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${PLANS}/{id}`,
    request: async (t, acme) => ({ url: `${PLANS}/${await acmePlan(t, acme)}`, payload: planBody() }),
  },
  {
    route: `DELETE /api/v1${PLANS}/{id}`,
    request: async (t, acme) => ({ url: `${PLANS}/${await acmePlan(t, acme)}` }),
  },
  {
    route: `POST /api/v1${PLANS}/{id}/assign`,
    request: async (t, acme) => ({
      url: `${PLANS}/${await acmePlan(t, acme)}/assign`,
      payload: { employee_ids: [1] },
    }),
  },
  {
    route: `POST /api/v1${PLANS}/{id}/unassign`,
    request: async (t, acme) => ({
      url: `${PLANS}/${await acmePlan(t, acme)}/unassign`,
      payload: { employee_ids: [1] },
    }),
  },
  {
    // A point is its device: acme's device id is no point of demo's.
    route: 'DELETE /api/v1/canteen/points/{id}',
    request: async (t, acme) => {
      const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
        t.app.inject({
          method,
          url: `/api/v1${url}`,
          headers: { authorization: `Bearer ${acme.token}` },
          payload,
        });
      const branches = (await as('GET', '/organization/branches')).json() as {
        data: { results: { id: number }[] };
      };
      const serial = `ACMECANT${(made += 1)}X${process.pid}`;
      const device = await as('POST', '/attendance/devices', {
        name: `Acme clock ${serial}`,
        serial_number: serial,
        branch_id: branches.data.results[0]?.id,
        device_type: 'fingerprint',
      });
      if (device.statusCode !== 201) throw new Error(`acme device: ${device.statusCode} ${device.body}`);
      const id = (device.json() as { data: { id: number } }).data.id;
      await as('POST', '/canteen/points', { device_id: id, name: 'Acme canteen' });
      return { url: `/canteen/points/${id}` };
    },
  },
];

/** The meal log's file: {format} is a file type, and the filter's ids only narrow the company's own meals. */
export const canteenIsolationExemptions: IsolationExemption[] = [
  {
    route: 'POST /api/v1/canteen/meals/download/{format}',
    reason:
      '{format} is a file type, not a record; a plan or branch id of another company matches none of the meals read',
  },
];
