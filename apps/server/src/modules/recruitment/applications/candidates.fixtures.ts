import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import type { TestFileKit } from '../../../test/kit.ts';
import { must } from '../../../test/must.ts';
import { samplePdf } from './cv-samples.ts';

/**
 * Set-up shared by the candidate half's integration and isolation tests: postings made and published
 * through the posting half's own API, an approved requisition, and multipart bodies as a browser
 * or an API client sends them.
 */

export interface FilePart {
  field?: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart body: the fields in order, then the file (as the careers form puts its input last). */
export function multipart(fields: Record<string, string>, file?: FilePart, fileFirst = false) {
  const boundary = '----clockroomcandidates';
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileParts = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'cv'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      ]
    : [];
  const parts = fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const cvPdf = (name = 'Ada Obi') => ({
  name: 'cv.pdf',
  bytes: samplePdf([name, 'Software engineer']),
});

let made = 0;

/** A posting made and published through the posting half's API; answers its id. */
export async function publishedPosting(
  t: TestApp,
  token: string,
  over: Record<string, unknown> = {},
): Promise<number> {
  made += 1;
  const auth = { authorization: `Bearer ${token}` };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hrm/recruitment/job-postings',
    headers: auth,
    payload: {
      title: `Backend engineer ${made}`,
      description: 'Build and run our payroll services.',
      requirements: 'Three years of TypeScript',
      location: 'Lagos',
      employment_type: 'full_time',
      questions: [
        { text: 'Why do you want this role?', required: true },
        { text: 'Notice period?', required: false },
      ],
      ...over,
    },
  });
  if (res.statusCode !== 201) throw new Error(`posting: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { data: { id: number } }).data.id;
  const published = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/hrm/recruitment/job-postings/publish/${id}`,
    headers: auth,
    payload: {},
  });
  if (published.statusCode !== 200) throw new Error(`publish: ${published.statusCode} ${published.body}`);
  return id;
}

/** A posting's question ids, in order. */
export async function questionIds(t: TestApp, token: string, postingId: number): Promise<number[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/hrm/recruitment/job-postings/${postingId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return (res.json() as { data: { questions: { id: number }[] } }).data.questions.map((q) => q.id);
}

/** An approved requisition of `headcount` places, written as the engine leaves one. */
export async function approvedRequest(t: TestApp, companyId: number, headcount = 1): Promise<number> {
  const r = await t.database.owner.execute<{
    id: string | number;
  }>(sql`INSERT INTO job_requests (company_id, title,
      department_id, branch_id, headcount, remaining, employment_type, status)
    SELECT ${companyId}, 'Backend engineer', (SELECT id FROM departments WHERE company_id = ${companyId} ORDER BY id LIMIT 1),
      (SELECT id FROM branches WHERE company_id = ${companyId} ORDER BY id LIMIT 1), ${headcount}, ${headcount}, 'full_time', 'approved'
    RETURNING id`);
  return Number(must(r.rows[0], 'a job request').id);
}

/** POST to the public careers endpoint from an address, as JSON unless told. */
export function applyPublicly(
  t: TestApp,
  slug: string,
  postingId: number | string,
  body: ReturnType<typeof multipart>,
  o: { ip?: string; accept?: string; language?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/public/careers/${slug}/postings/${postingId}/applications`,
    headers: {
      ...body.headers,
      accept: o.accept ?? 'application/json',
      'x-forwarded-for': o.ip ?? '10.9.8.7',
      ...(o.language ? { 'accept-language': o.language } : {}),
    },
    payload: body.payload,
  });
}

/** An application added by an admin (multipart); answers its id. */
export async function addedApplication(
  t: TestApp,
  token: string,
  postingId: number,
  over: Record<string, string> = {},
) {
  made += 1;
  const body = multipart({
    job_posting_id: String(postingId),
    first_name: 'Ngozi',
    last_name: `Eze ${made}`,
    email: `ngozi${made}@example.com`,
    source: 'referral',
    ...over,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hrm/recruitment/job-application',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`application: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

export async function moveTo(t: TestApp, token: string, ids: number[], status: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/hrm/recruitment/job-application/update-status',
    headers: { authorization: `Bearer ${token}` },
    payload: { application_ids: ids, status },
  });
  if (res.statusCode !== 200) throw new Error(`move: ${res.statusCode} ${res.body}`);
}

/** A Windows program's first bytes, to be refused under a CV's name. */
export const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(400, 0x41)]);

let ipSeq = 0;
/** A new client address per call, so the per-address limit counts only what a test means it to. */
export const nextIp = () => `10.20.${Math.floor((ipSeq += 1) / 250)}.${ipSeq % 250}`;

/** The careers form's fields for a candidate, answering the posting's required first question. */
export const candidate = (q: number[], over: Record<string, string> = {}) => ({
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada.obi@example.com',
  phone: '+234 803 555 0101',
  cover_letter: 'I build payroll systems.',
  [`answers[${q[0]}]`]: 'I like hard problems',
  ...over,
});

/** How many applications a posting of the demo company has. */
export const applicationCount = (f: TestFileKit, postingId: number) =>
  f.inCompany('demo', async (tx) => {
    const r = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM job_applications WHERE job_posting_id = ${postingId}`,
    );
    return Number(r.rows[0]?.n);
  });
