import { acmeCreate, acmeFirstId, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';
import { must } from '../../../test/must.ts';

const BASE = '/hrm/trainings';
const SETTINGS = '/hrm/trainings/settings';
let made = 0;
const trainingBody = () => ({
  title: `Acme induction ${(made += 1)}`,
  starts_on: '2026-12-01',
  ends_on: '2026-12-02',
});

/** A training of acme's with one enrolment; answers the training's and the enrolment's ids. */
async function acmeEnrolment(t: TestApp, acme: { companyId: number; token: string }) {
  const employeeId = await acmeFirstId(t, acme.companyId, 'employees');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${BASE}`,
    headers: { authorization: `Bearer ${acme.token}` },
    payload: { ...trainingBody(), employee_ids: [employeeId] },
  });
  const data = (res.json() as { data: { id: number; enrolments: { id: number }[] } }).data;
  return { trainingId: data.id, enrolmentId: must(data.enrolments[0], 'an acme enrolment').id, employeeId };
}

/** An acme enrolment with a certificate uploaded by acme's admin; answers the enrolment's id. */
async function acmeCertificate(t: TestApp, acme: { companyId: number; token: string }): Promise<number> {
  const { enrolmentId } = await acmeEnrolment(t, acme);
  const boundary = '----clockroomisolation';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="certificate"; filename="certificate.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from('%PDF-1.4\n%acme certificate\n'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${BASE}/enrolments/${enrolmentId}/certificate`,
    headers: {
      authorization: `Bearer ${acme.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`acme certificate: ${res.statusCode} ${res.body}`);
  return enrolmentId;
}

const acmeTraining = (t: TestApp, acme: { token: string }) => acmeCreate(t, acme, BASE, trainingBody());
const acmeCategory = (t: TestApp, acme: { token: string }) =>
  acmeCreate(t, acme, `${SETTINGS}/categories`, { name: `Acme category ${(made += 1)}` });

/** Trainings, enrolments, certificates and categories: acme's by id is a 404 to demo's admin. */
export const trainingIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeTraining(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeTraining(t, acme)}`, payload: trainingBody() }),
  },
  {
    route: `DELETE /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeTraining(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${BASE}/{id}/enrolments`,
    request: async (t, acme) => {
      const e = await acmeEnrolment(t, acme);
      return {
        url: `${BASE}/${e.trainingId}/enrolments`,
        payload: { employee_id: e.employeeId, status: 'completed' },
      };
    },
  },
  {
    // Not multipart: the enrolment is looked for first, so demo gets a 404 and acme a 422.
    route: `POST /api/v1${BASE}/enrolments/{id}/certificate`,
    request: async (t, acme) => ({
      url: `${BASE}/enrolments/${(await acmeEnrolment(t, acme)).enrolmentId}/certificate`,
    }),
  },
  {
    route: `GET /api/v1${BASE}/enrolments/{id}/certificate`,
    request: async (t, acme) => ({ url: `${BASE}/enrolments/${await acmeCertificate(t, acme)}/certificate` }),
  },
  {
    route: `GET /api/v1${SETTINGS}/categories/{id}`,
    request: async (t, acme) => ({ url: `${SETTINGS}/categories/${await acmeCategory(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${SETTINGS}/categories/{id}`,
    request: async (t, acme) => ({
      url: `${SETTINGS}/categories/${await acmeCategory(t, acme)}`,
      payload: { name: 'Renamed' },
    }),
  },
  {
    route: `DELETE /api/v1${SETTINGS}/categories/{id}`,
    request: async (t, acme) => ({ url: `${SETTINGS}/categories/${await acmeCategory(t, acme)}` }),
  },
];
