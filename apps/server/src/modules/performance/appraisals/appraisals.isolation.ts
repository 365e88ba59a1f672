import { sql } from 'drizzle-orm';
import {
  acmePeople,
  acmeRowId,
  type IsolationCase,
  type IsolationExemption,
} from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';
import { GENERAL, SCORECARD, day } from './appraisal.fixtures.ts';

const S = '/hrm/appraisals/settings';
const BASE = '/hrm/appraisals';
let made = 0;
type Acme = { companyId: number; token: string };

async function post(
  t: TestApp,
  acme: Acme,
  url: string,
  payload: Record<string, unknown>,
): Promise<{ id: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${acme.token}` },
    payload,
  });
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`acme ${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data;
}

const general = async (t: TestApp, acme: Acme) =>
  (await post(t, acme, `${S}/general`, { ...GENERAL(), name: `Acme ${(made += 1)}` })).id;
const scorecard = async (t: TestApp, acme: Acme) => (await post(t, acme, `${S}/scorecards`, SCORECARD)).id;
const grade = async (t: TestApp, acme: Acme) => {
  await t.app.inject({
    method: 'GET',
    url: `/api/v1${S}/grades`,
    headers: { authorization: `Bearer ${acme.token}` },
  });
  return acmeRowId(t, acme.companyId, sql`SELECT id FROM appraisal_grades ORDER BY id LIMIT 1`);
};

/** Acme's appraiser setting (one: nobody has two appraisers), made when it has none. */
async function appraiser(t: TestApp, acme: Acme): Promise<number> {
  const found = await t.database.owner.execute<{ id: string | number }>(
    sql`SELECT id FROM appraisal_appraisers WHERE company_id = ${acme.companyId} ORDER BY id LIMIT 1`,
  );
  if (found.rows[0]) return Number(found.rows[0].id);
  const [a, b] = await acmePeople(t, acme.companyId);
  return (await post(t, acme, `${S}/appraisers`, { appraiser_id: b, employee_ids: [a] })).id;
}

const groupBody = async (t: TestApp, acme: Acme) => {
  const [a] = await acmePeople(t, acme.companyId);
  return {
    name: `Acme H1 ${(made += 1)}`,
    general_setting_id: await general(t, acme),
    period: 'H1',
    scorecard_id: await scorecard(t, acme),
    employee_ids: [a],
    due_date: day(20),
  };
};
const group = async (t: TestApp, acme: Acme) => (await post(t, acme, BASE, await groupBody(t, acme))).id;

/** An initiated acme group's one member appraisal. */
async function member(t: TestApp, acme: Acme): Promise<number> {
  await appraiser(t, acme);
  const id = await group(t, acme);
  await post(t, acme, `${BASE}/initiate`, { appraisal_ids: [id] });
  return acmeRowId(t, acme.companyId, sql`SELECT id FROM appraisals WHERE group_id = ${id}`);
}

/** Appraisal settings, groups and members' appraisals: acme's by id is a 404 to demo's admin. */
export const appraisalIsolationCases: IsolationCase[] = [
  {
    route: `PUT /api/v1${S}/general/{id}`,
    request: async (t, a) => ({ url: `${S}/general/${await general(t, a)}`, payload: GENERAL() }),
  },
  {
    route: `DELETE /api/v1${S}/general/{id}`,
    request: async (t, a) => ({ url: `${S}/general/${await general(t, a)}` }),
  },
  {
    route: `PUT /api/v1${S}/grades/{id}`,
    request: async (t, a) => ({
      url: `${S}/grades/${await grade(t, a)}`,
      payload: { name: 'Top', min_score: 99, max_score: 100 },
    }),
  },
  {
    route: `DELETE /api/v1${S}/grades/{id}`,
    request: async (t, a) => ({ url: `${S}/grades/${await grade(t, a)}` }),
  },
  {
    route: `GET /api/v1${S}/scorecards/{id}`,
    request: async (t, a) => ({ url: `${S}/scorecards/${await scorecard(t, a)}` }),
  },
  {
    route: `PUT /api/v1${S}/scorecards/{id}`,
    request: async (t, a) => ({ url: `${S}/scorecards/${await scorecard(t, a)}`, payload: SCORECARD }),
  },
  {
    route: `DELETE /api/v1${S}/scorecards/{id}`,
    request: async (t, a) => ({ url: `${S}/scorecards/${await scorecard(t, a)}` }),
  },
  {
    route: `PUT /api/v1${S}/appraisers/{id}`,
    request: async (t, a) => {
      const [x, y] = await acmePeople(t, a.companyId);
      return {
        url: `${S}/appraisers/${await appraiser(t, a)}`,
        payload: { appraiser_id: y, employee_ids: [x] },
      };
    },
  },
  {
    route: `DELETE /api/v1${S}/appraisers/{id}`,
    request: async (t, a) => ({ url: `${S}/appraisers/${await appraiser(t, a)}` }),
  },
  { route: `GET /api/v1${BASE}/{id}`, request: async (t, a) => ({ url: `${BASE}/${await group(t, a)}` }) },
  {
    route: `GET /api/v1${BASE}/self-appraisable/{id}`,
    request: async (t, a) => ({ url: `${BASE}/self-appraisable/${await member(t, a)}` }),
  },
  {
    route: `GET /api/v1${BASE}/appraiser-appraisable/{id}`,
    request: async (t, a) => ({ url: `${BASE}/appraiser-appraisable/${await member(t, a)}` }),
  },
];

/** The report's files: the path names a file format; the body's setting is read in the caller's company. */
export const appraisalIsolationExemptions: IsolationExemption[] = [
  {
    route: `POST /api/v1${BASE}/reports/download/{format}`,
    reason:
      "{format} is a file type, not a record; another company's general setting in the body is unknown here (422 on general_setting_id, as for POST /reports)",
  },
];
