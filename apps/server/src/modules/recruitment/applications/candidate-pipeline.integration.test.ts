import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  APPLICATION_MESSAGES as M,
  RECRUITMENT_DASHBOARD_MESSAGES,
  type Application,
  type ApplicationSummary,
  type ListPage,
  type RecruitmentDashboard,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../test/kit.ts';
import { must } from '../../../test/must.ts';
import { DEMO_INTERVIEW_CANDIDATE } from '../../../db/seed/demo-recruitment-candidates.ts';
import {
  addedApplication,
  applicationCount,
  candidate,
  exe,
  nextIp,
  applyPublicly,
  cvPdf,
  moveTo,
  multipart,
  publishedPosting,
  questionIds,
} from './candidates.fixtures.ts';

const BASE = '/hrm/recruitment/job-application';
const f = testFile();
const count = (postingId: number) => applicationCount(f, postingId);

describe('the candidate pipeline', () => {
  it('the demo has a candidate at each stage on its published posting, and a scheduled interview', async () => {
    const admin = await f.as('admin');
    const all = dataOf<ListPage<ApplicationSummary>>(await admin.get(`${BASE}?per_page=100`)).results;
    const stages = new Set(all.map((a) => a.status));
    for (const s of ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'] as const)
      expect(stages.has(s), s).toBe(true);
    expect(all.every((a) => a.has_cv)).toBe(true);
    const tolu = must(
      all.find((a) => `${a.first_name} ${a.last_name}` === DEMO_INTERVIEW_CANDIDATE),
      'the demo candidate',
    );
    const detail = dataOf<Application>(await admin.get(`${BASE}/${tolu.id}`));
    expect(detail.history.map((h) => h.status)).toEqual(['applied', 'screening', 'interview']);
    expect(detail.interviews).toHaveLength(1);
    expect(new Date(must(detail.interviews[0], 'interview').starts_at).getTime()).toBeGreaterThan(Date.now());
    const careers = await f.t.app.inject({ method: 'GET', url: `/careers/demo/${tolu.job_posting_id}` });
    expect(careers.statusCode).toBe(200);
  });

  it('lists by status and by the extras (posting, search, date range), and refuses extras that are not JSON', async () => {
    const [admin, token] = [await f.as('admin'), await f.token('admin')];
    const id = await publishedPosting(f.t, token);
    const a = await addedApplication(f.t, token, id, {
      first_name: 'Chiamaka',
      email: 'chiamaka@example.com',
    });
    const b = await addedApplication(f.t, token, id, { first_name: 'Tunde' });
    await moveTo(f.t, token, [b], 'screening');
    const extras = (e: object) => `extras=${encodeURIComponent(JSON.stringify(e))}`;
    const page = async (q: string) =>
      dataOf<ListPage<ApplicationSummary>>(await admin.get(`${BASE}?per_page=50&${q}`));
    expect((await page(extras({ job_posting_id: id }))).results.map((r) => r.id).sort()).toEqual(
      [a, b].sort(),
    );
    expect(
      (await page(`status=screening&${extras({ job_posting_id: id })}`)).results.map((r) => r.id),
    ).toEqual([b]);
    expect(
      (await page(extras({ job_posting_id: id, search_query: 'chiam' }))).results.map((r) => r.id),
    ).toEqual([a]);
    expect((await page(extras({ job_posting_id: id, from: '2000-01-01', to: '2000-01-31' }))).total).toBe(0);
    expect((await page(`status=&extras=`)).total).toBeGreaterThanOrEqual(2);
    expectFieldError(await admin.get(`${BASE}?extras=not-json`), 'extras', M.extrasInvalid);
    expectFieldError(
      await admin.get(`${BASE}?extras=${encodeURIComponent('{"from":"2026-02-30"}')}`),
      'extras.from',
      M.dateInvalid,
    );
    expect((await (await f.as('employee')).get(BASE)).statusCode).toBe(403);
  });

  it('adds a candidate by hand with answers and an optional CV, checking the posting and the fields', async () => {
    const [admin, token] = [await f.as('admin'), await f.token('admin')];
    const id = await publishedPosting(f.t, token);
    const q = await questionIds(f.t, token, id);
    const post = (fields: Record<string, string>, file?: { name: string; bytes: Buffer }) => {
      const body = multipart(fields, file);
      return f.t.app.inject({
        method: 'POST',
        url: `/api/v1${BASE}`,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        payload: body.payload,
      });
    };
    const base = {
      job_posting_id: String(id),
      first_name: 'Bola',
      last_name: 'Ade',
      email: 'bola@example.com',
      source: 'agency',
    };
    expectFieldError(await post({ ...base, job_posting_id: '999999' }), 'job_posting_id', M.postingNotFound);
    expectFieldError(await post({ ...base, source: 'psychic' }), 'source', M.sourceInvalid);
    expectFieldError(
      await post({ ...base, [`answers[${q[0]}]`]: 'x'.repeat(2001) }),
      `answers[${q[0]}]`,
      M.answerTooLong,
    );
    expectFieldError(
      await post({ ...base, [`answers[${q[0]}]`]: 'Yes' }, { name: 'cv.pdf', bytes: exe }),
      'cv',
      M.cvType,
    );
    const made = dataOf<Application>(
      await post(
        { ...base, answers: JSON.stringify({ [String(q[0])]: 'Growth', [String(q[1])]: 'One month' }) },
        cvPdf(),
      ),
      201,
    );
    expect(made).toMatchObject({ source: 'agency', status: 'applied', has_cv: true });
    expect(made.answers.map((x) => x.answer)).toEqual(['Growth', 'One month']);
    expect(made.history).toEqual([expect.objectContaining({ status: 'applied', by: expect.any(String) })]);
    expect((await admin.get(`${BASE}/999999`)).statusCode).toBe(404);
  });

  it('moves candidates through the stages all or none, each with a history entry, and keeps hired for create-profile', async () => {
    const [admin, token] = [await f.as('admin'), await f.token('admin')];
    const id = await publishedPosting(f.t, token);
    const [a, b] = [await addedApplication(f.t, token, id), await addedApplication(f.t, token, id)];
    const put = (body: object) => admin.put(`${BASE}/update-status`, body);
    const moved = dataOf<ApplicationSummary[]>(
      await put({ application_ids: [a, b], status: 'interview', note: 'Strong CVs' }),
    );
    expect(moved.map((m) => m.status)).toEqual(['interview', 'interview']);
    await moveTo(f.t, token, [a], 'rejected');
    // b may go to offer, a (rejected) may not: neither moves.
    expectFieldError(
      await put({ application_ids: [a, b], status: 'offer' }),
      'status',
      M.transitionRefused('rejected', 'offer'),
    );
    expect(dataOf<Application>(await admin.get(`${BASE}/${b}`)).status).toBe('interview');
    expectFieldError(await put({ application_ids: [b], status: 'hired' }), 'status', M.hiredThroughProfile);
    expectFieldError(
      await put({ application_ids: [], status: 'offer' }),
      'application_ids',
      M.applicationIdsRequired,
    );
    expectFieldError(await put({ application_ids: [b], status: 'nowhere' }), 'status', M.statusInvalid);
    expect((await put({ application_ids: [b, 999999], status: 'offer' })).statusCode).toBe(404);
    await moveTo(f.t, token, [a], 'screening');
    const history = dataOf<Application>(await admin.get(`${BASE}/${a}`)).history;
    expect(history.map((h) => h.status)).toEqual(['applied', 'interview', 'rejected', 'screening']);
    expect(history[1]).toMatchObject({ note: 'Strong CVs', by: expect.any(String), at: expect.any(String) });
    const noted = dataOf<Application>(
      await admin.post(`${BASE}/${a}/notes`, { note: 'Call back on Monday' }),
      201,
    );
    expect(noted.notes).toEqual([expect.objectContaining({ note: 'Call back on Monday' })]);
    expectFieldError(await admin.post(`${BASE}/${a}/notes`, { note: '' }), 'note', M.noteRequired);
  });

  it('erases a rejected candidate’s personal data on request, keeping the application in the counts', async () => {
    const [admin, token] = [await f.as('admin'), await f.token('admin')];
    const id = await publishedPosting(f.t, token);
    const q = await questionIds(f.t, token, id);
    await applyPublicly(
      f.t,
      'demo',
      id,
      multipart(candidate(q, { email: 'erase.me@example.com' }), cvPdf()),
      { ip: nextIp() },
    );
    const [row] = dataOf<ListPage<ApplicationSummary>>(
      await admin.get(`${BASE}?extras=${encodeURIComponent(JSON.stringify({ job_posting_id: id }))}`),
    ).results;
    const appId = Number(row?.id);
    await admin.post(`${BASE}/${appId}/notes`, { note: 'Asked to be forgotten' });
    expectFieldError(await admin.post(`${BASE}/${appId}/erase`), 'status', M.eraseOnlyRejected);
    await moveTo(f.t, token, [appId], 'rejected');
    const erased = dataOf<Application>(await admin.post(`${BASE}/${appId}/erase`));
    expect(erased).toMatchObject({
      erased: true,
      first_name: '',
      last_name: '',
      email: '',
      phone: null,
      cover_letter: null,
      cv: null,
      answers: [],
      notes: [],
    });
    expect(erased.history.map((h) => h.status)).toEqual(['applied', 'rejected']);
    expect(JSON.stringify(erased)).not.toContain('erase.me');
    expect((await admin.get(`${BASE}/${appId}/cv`)).statusCode).toBe(404);
    expect((await admin.post(`${BASE}/${appId}/erase`)).statusCode).toBe(409);
    expectFieldError(
      await admin.put(`${BASE}/update-status`, { application_ids: [appId], status: 'screening' }),
      'application_ids',
      M.erasedCandidate,
    );
    const orphans = await f.inCompany('demo', (tx) =>
      tx.execute(sql`SELECT 1 FROM files f WHERE f.kind = 'job-application-cv'
        AND NOT EXISTS (SELECT 1 FROM job_applications a WHERE a.company_id = f.company_id AND a.cv_file_id = f.id)`),
    );
    expect(orphans.rows).toEqual([]);
    const dashboard = dataOf<RecruitmentDashboard>(await admin.get('/hrm/recruitment/dashboard'));
    expect(dashboard.funnel.find((s) => s.status === 'rejected')?.count).toBeGreaterThanOrEqual(1);
    expect(await count(id)).toBe(1);
  });

  it('deletes an application (not a hired one) and its CV', async () => {
    const [admin, token] = [await f.as('admin'), await f.token('admin')];
    const id = await publishedPosting(f.t, token);
    const appId = await addedApplication(f.t, token, id);
    expect(dataOf(await admin.delete(`${BASE}/${appId}`))).toBeNull();
    expect((await admin.get(`${BASE}/${appId}`)).statusCode).toBe(404);
    expect((await admin.delete(`${BASE}/${appId}`)).statusCode).toBe(404);
  });

  it('gives the dashboard its open roles, funnel by stage, sources and time-to-hire', async () => {
    const [admin, token] = [await f.as('admin'), await f.token('admin')];
    const id = await publishedPosting(f.t, token, { title: 'Dashboard role' });
    const a = await addedApplication(f.t, token, id, { source: 'job_board' });
    await moveTo(f.t, token, [a], 'offer');
    const d = dataOf<RecruitmentDashboard>(await admin.get('/hrm/recruitment/dashboard'));
    expect(d.funnel.map((s) => s.status)).toEqual([
      'applied',
      'screening',
      'interview',
      'offer',
      'hired',
      'rejected',
      'withdrawn',
    ]);
    expect(d.funnel.find((s) => s.status === 'offer')?.count).toBeGreaterThanOrEqual(1);
    expect(d.open_roles.roles.find((r) => r.id === id)).toMatchObject({
      title: 'Dashboard role',
      applications: 1,
    });
    expect(d.by_source.find((s) => s.source === 'job_board')?.count).toBeGreaterThanOrEqual(1);
    expect(d.time_to_hire).toMatchObject({ hires: expect.any(Number) });
    expectFieldError(
      await admin.get('/hrm/recruitment/dashboard?from=2026-12-01&to=2026-11-01'),
      'from',
      RECRUITMENT_DASHBOARD_MESSAGES.fromAfterTo,
    );
    expect((await (await f.as('employee')).get('/hrm/recruitment/dashboard')).statusCode).toBe(403);
  });
});
