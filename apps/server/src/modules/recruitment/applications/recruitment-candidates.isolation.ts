import { sql } from 'drizzle-orm';
import {
  acmeFirstId,
  acmeRowId,
  type IsolationCase,
  type IsolationExemption,
} from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';
import {
  addedApplication,
  applyPublicly,
  cvPdf,
  multipart,
  publishedPosting,
  questionIds,
} from './candidates.fixtures.ts';

const APPS = '/hrm/recruitment/job-application';
const INTERVIEWS = '/hrm/recruitment/interviews';
type Acme = { companyId: number; token: string };

const acmeApplication = async (t: TestApp, acme: Acme) =>
  addedApplication(t, acme.token, await publishedPosting(t, acme.token));

let ip = 0;
/** An acme application with a CV, sent through acme's careers form; answers its id. */
async function acmeApplicationWithCv(t: TestApp, acme: Acme): Promise<number> {
  const posting = await publishedPosting(t, acme.token);
  const q = await questionIds(t, acme.token, posting);
  ip += 1;
  const fields = {
    first_name: 'Acme',
    last_name: 'Candidate',
    email: `acme.cv${ip}@example.com`,
    [`answers[${q[0]}]`]: 'Yes',
  };
  const res = await applyPublicly(t, 'acme', posting, multipart(fields, cvPdf()), {
    ip: `10.77.${Math.floor(ip / 250)}.${ip % 250}`,
  });
  if (res.statusCode !== 200) throw new Error(`acme careers: ${res.statusCode} ${res.body}`);
  const application = sql`SELECT id FROM job_applications WHERE job_posting_id = ${posting}`;
  return acmeRowId(t, acme.companyId, application, 'the acme application');
}

const interviewBody = (applicationId: number, interviewer: number) => ({
  application_id: applicationId,
  starts_at: '2026-12-03T10:00:00Z',
  duration_minutes: 30,
  location: 'Acme office',
  interviewer_ids: [interviewer],
});

/** An acme interview; answers its id, the application's and the interviewer's. */
async function acmeInterview(t: TestApp, acme: Acme) {
  const applicationId = await acmeApplication(t, acme);
  const interviewer = await acmeFirstId(t, acme.companyId, 'employees');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${INTERVIEWS}`,
    headers: { authorization: `Bearer ${acme.token}` },
    payload: interviewBody(applicationId, interviewer),
  });
  if (res.statusCode !== 201) throw new Error(`acme interview: ${res.statusCode} ${res.body}`);
  return { id: (res.json() as { data: { id: number } }).data.id, applicationId, interviewer };
}

/** Applications, CVs, interviews, scorecards and the careers endpoint: acme's are a 404 to demo. */
export const recruitmentCandidateIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${APPS}/{id}`,
    request: async (t, acme) => ({ url: `${APPS}/${await acmeApplication(t, acme)}` }),
  },
  {
    route: `DELETE /api/v1${APPS}/{id}`,
    request: async (t, acme) => ({ url: `${APPS}/${await acmeApplication(t, acme)}` }),
  },
  {
    route: `GET /api/v1${APPS}/{id}/cv`,
    request: async (t, acme) => ({ url: `${APPS}/${await acmeApplicationWithCv(t, acme)}/cv` }),
  },
  {
    route: `POST /api/v1${APPS}/{id}/notes`,
    request: async (t, acme) => ({
      url: `${APPS}/${await acmeApplication(t, acme)}/notes`,
      payload: { note: 'Seen' },
    }),
  },
  {
    route: `POST /api/v1${APPS}/{id}/erase`,
    request: async (t, acme) => ({ url: `${APPS}/${await acmeApplication(t, acme)}/erase` }),
  },
  {
    route: `POST /api/v1${APPS}/{id}/create-profile`,
    request: async (t, acme) => ({
      url: `${APPS}/${await acmeApplication(t, acme)}/create-profile`,
      payload: { branch_id: 1, department_id: 1, start_date: '2026-12-14' },
    }),
  },
  {
    route: `GET /api/v1${INTERVIEWS}/{id}`,
    request: async (t, acme) => ({ url: `${INTERVIEWS}/${(await acmeInterview(t, acme)).id}` }),
  },
  {
    route: `PUT /api/v1${INTERVIEWS}/{id}`,
    request: async (t, acme) => {
      const i = await acmeInterview(t, acme);
      return { url: `${INTERVIEWS}/${i.id}`, payload: interviewBody(i.applicationId, i.interviewer) };
    },
  },
  {
    route: `DELETE /api/v1${INTERVIEWS}/{id}`,
    request: async (t, acme) => ({ url: `${INTERVIEWS}/${(await acmeInterview(t, acme)).id}` }),
  },
  {
    route: `POST /api/v1${INTERVIEWS}/{id}/scorecards`,
    request: async (t, acme) => ({
      url: `${INTERVIEWS}/${(await acmeInterview(t, acme)).id}/scorecards`,
      payload: { ratings: [{ criterion: 'Skill', rating: 3 }], recommendation: 'yes' },
    }),
  },
];

/**
 * The careers endpoint is public: the company is the one its path names, never the caller's token, so
 * the harness's "acme's own request" has no meaning. Another company's posting through this company's
 * path is a 404, proven in applications.integration.test.ts ("answer 404 for ... another company's posting").
 */
export const recruitmentCandidateIsolationExemptions: IsolationExemption[] = [
  {
    route: 'POST /api/v1/public/careers/{company}/postings/{posting_id}/applications',
    reason:
      "public; the path names the company, and another company's posting under it is a 404 (tested in applications.integration.test.ts)",
  },
];
