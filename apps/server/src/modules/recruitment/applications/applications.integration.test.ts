import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  APPLICATION_MESSAGES as M,
  MESSAGES,
  RECRUITMENT_DASHBOARD_MESSAGES,
  type Application,
  type ApplicationSummary,
  type ListPage,
  type RecruitmentDashboard,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../test/kit.ts';
import { lastMail } from '../../../test/harness.ts';
import { must } from '../../../test/must.ts';
import { DEMO_INTERVIEW_CANDIDATE } from '../../../db/seed/demo-recruitment-candidates.ts';
import { sampleDocx, samplePdf, storedZip } from './cv-samples.ts';
import {
  addedApplication,
  applyPublicly,
  cvPdf,
  moveTo,
  multipart,
  publishedPosting,
  questionIds,
} from './candidates.fixtures.ts';

const BASE = '/hrm/recruitment/job-application';
const f = testFile();
const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(400, 0x41)]);

let ipSeq = 0;
const nextIp = () => `10.20.${Math.floor((ipSeq += 1) / 250)}.${ipSeq % 250}`;

/** The careers form's fields for a candidate, answering the posting's required first question. */
const candidate = (q: number[], over: Record<string, string> = {}) => ({
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada.obi@example.com',
  phone: '+234 803 555 0101',
  cover_letter: 'I build payroll systems.',
  [`answers[${q[0]}]`]: 'I like hard problems',
  ...over,
});

const count = async (postingId: number) =>
  f.inCompany('demo', async (tx) => {
    const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM job_applications WHERE job_posting_id = ${postingId}`);
    return Number(r.rows[0]?.n);
  });

describe('the careers pages', () => {
  it('list the open postings and show each one with a form that works without JavaScript, in English or French', async () => {
    const token = await f.token('admin');
    const id = await publishedPosting(f.t, token, { title: 'Payroll analyst' });
    const list = await f.t.app.inject({ method: 'GET', url: '/careers/demo' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.body).toContain('Payroll analyst');
    expect(list.body).toContain(`/careers/demo/${id}`);
    expect(list.body).toContain('name="viewport"');
    const page = await f.t.app.inject({ method: 'GET', url: `/careers/demo/${id}` });
    expect(page.body).toContain(`action="/api/v1/public/careers/demo/postings/${id}/applications"`);
    expect(page.body).toContain('enctype="multipart/form-data"');
    expect(page.body).toContain('name="website"');
    expect(page.body).not.toContain('<script');
    const french = await f.t.app.inject({ method: 'GET', url: `/careers/demo/${id}`, headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' } });
    expect(french.body).toContain('<html lang="fr"');
    expect(french.body).toContain('Envoyer ma candidature');
    expect((await f.t.app.inject({ method: 'GET', url: `/careers/demo/${id}?lang=fr` })).body).toContain('Postuler à ce poste');
  });

  it('answer 404 for a draft, closed or unknown posting, an unknown company and another company’s posting', async () => {
    const [admin, acme] = await Promise.all([f.token('admin'), f.token('acmeAdmin')]);
    const draft = dataOf<{ id: number }>(
      await (await f.as('admin')).post('/hrm/recruitment/job-postings', { title: 'Draft role', description: 'x', employment_type: 'contract' }),
      201,
    ).id;
    const closed = await publishedPosting(f.t, admin, { title: 'Closed role' });
    await f.inCompany('demo', (tx) => tx.execute(sql`UPDATE job_postings SET closing_date = current_date - 3 WHERE id = ${closed}`));
    const acmePosting = await publishedPosting(f.t, acme, { title: 'Acme role' });
    for (const url of [`/careers/demo/${draft}`, `/careers/demo/${closed}`, `/careers/demo/${acmePosting}`, '/careers/demo/999999', '/careers/nope', '/careers/demo/abc']) {
      const res = await f.t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
    expect((await f.t.app.inject({ method: 'GET', url: `/careers/acme/${acmePosting}` })).statusCode).toBe(200);
    const body = multipart(candidate([0]), cvPdf());
    for (const [slug, id] of [['demo', draft], ['demo', closed], ['demo', acmePosting], ['nope', acmePosting]] as const)
      expect((await applyPublicly(f.t, slug, id, body, { ip: nextIp() })).statusCode).toBe(404);
  });
});

describe('the public application endpoint', () => {
  it('stores an application with its private CV, answers and first history entry, and mails the candidate', async () => {
    const admin = await f.as('admin');
    const id = await publishedPosting(f.t, await f.token('admin'));
    const q = await questionIds(f.t, await f.token('admin'), id);
    const pdf = samplePdf(['Ada Obi', 'Engineer']);
    const res = await applyPublicly(f.t, 'demo', id, multipart(candidate(q, { email: 'Ada.Public@Example.com' }), { name: 'Ada CV.pdf', bytes: pdf }), { ip: nextIp() });
    expect(res.json()).toMatchObject({ message: M.received, data: { job_posting_id: id, email: 'ada.public@example.com' } });
    expect(res.statusCode).toBe(200);
    const list = dataOf<ListPage<ApplicationSummary>>(await admin.get(`${BASE}?extras=${encodeURIComponent(JSON.stringify({ job_posting_id: id }))}`));
    expect(list.total).toBe(1);
    const app = dataOf<Application>(await admin.get(`${BASE}/${list.results[0]?.id}`));
    expect(app).toMatchObject({ first_name: 'Ada', source: 'careers_page', status: 'applied', has_cv: true, phone: '+234 803 555 0101' });
    expect(app.answers).toEqual([{ question_id: q[0], question: 'Why do you want this role?', answer: 'I like hard problems' }]);
    expect(app.history).toEqual([expect.objectContaining({ status: 'applied', by: null, note: null })]);
    expect(app.cv).toEqual({ file_name: 'Ada CV.pdf', mime_type: 'application/pdf', size_bytes: pdf.length });
    const cv = await admin.get(`${BASE}/${app.id}/cv`);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-disposition']).toMatch(/^attachment/);
    expect(cv.rawPayload.equals(pdf)).toBe(true);
    expect((await f.anonymous().get(`${BASE}/${app.id}/cv`)).statusCode).toBe(401);
    expect((await (await f.as('employee')).get(`${BASE}/${app.id}/cv`)).statusCode).toBe(403);
    const isPublic = await f.inCompany('demo', (tx) =>
      tx.execute<{ is_public: boolean }>(sql`SELECT f.is_public FROM files f JOIN job_applications a ON a.cv_file_id = f.id AND a.company_id = f.company_id WHERE a.id = ${app.id}`),
    );
    expect(isPublic.rows).toEqual([{ is_public: false }]);
    const mail = await lastMail(f.t, await f.companyId('demo'), 'ada.public@example.com');
    expect(mail?.subject).toContain('We received your application');
  });

  it('answers a browser without JavaScript with the thank-you page, or the form again with its messages in its language', async () => {
    const token = await f.token('admin');
    const id = await publishedPosting(f.t, token);
    const q = await questionIds(f.t, token, id);
    const html = 'text/html,application/xhtml+xml,*/*;q=0.8';
    const ok = await applyPublicly(f.t, 'demo', id, multipart(candidate(q, { email: 'browser@example.com', lang: 'en' }), cvPdf()), { ip: nextIp(), accept: html });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`/careers/demo/${id}/thanks?lang=en`);
    const thanks = await f.t.app.inject({ method: 'GET', url: String(ok.headers.location) });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Thank you for applying');
    const bad = await applyPublicly(f.t, 'demo', id, multipart({ ...candidate(q), first_name: '', email: 'nope', lang: 'fr' }, { name: 'cv.pdf', bytes: exe }), { ip: nextIp(), accept: html });
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['content-type']).toMatch(/^text\/html/);
    expect(bad.body).toContain('Veuillez saisir votre prénom');
    expect(bad.body).toContain('Veuillez joindre votre CV en fichier PDF ou DOCX');
    expect(bad.body).toContain('value="Obi"');
    const missing = await applyPublicly(f.t, 'demo', 999999, multipart(candidate(q), cvPdf()), { ip: nextIp(), accept: html });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
  });

  it('refuses abuse: a CV over 5 MB, a renamed program, a zip named .docx, a NUL or a 10,000-character name, a missing answer', async () => {
    const token = await f.token('admin');
    const id = await publishedPosting(f.t, token);
    const q = await questionIds(f.t, token, id);
    const post = (fields: Record<string, string>, file?: { name: string; bytes: Buffer }) =>
      applyPublicly(f.t, 'demo', id, multipart(candidate(q, fields), file), { ip: nextIp() });
    const big = Buffer.concat([samplePdf(['x']), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    expectFieldError(await post({}, { name: 'cv.pdf', bytes: big }), 'cv', M.cvSize);
    expectFieldError(await post({}, { name: 'cv.pdf', bytes: exe }), 'cv', M.cvType);
    expectFieldError(await post({}, { name: 'cv.docx', bytes: exe }), 'cv', M.cvType);
    expectFieldError(await post({}, { name: 'cv.docx', bytes: storedZip([{ name: 'run.exe', content: exe }]) }), 'cv', M.cvType);
    expectFieldError(await post({}, { name: 'cv.exe', bytes: samplePdf(['x']) }), 'cv', M.cvType);
    expectFieldError(await post({}), 'cv', M.cvMissing);
    expectFieldError(await post({ first_name: 'Ada\u0000Obi' }, cvPdf()), 'first_name', MESSAGES.forbiddenCharacters);
    expectFieldError(await post({ last_name: 'O'.repeat(10_000) }, cvPdf()), 'last_name', M.nameTooLong);
    expectFieldError(await post({ [`answers[${q[0]}]`]: ' ' }, cvPdf()), `answers[${q[0]}]`, M.answerRequired);
    expectFieldError(await post({ email: 'not-an-email' }, cvPdf()), 'email', M.emailInvalid);
    expect(await count(id)).toBe(0);
    // A real DOCX, sent before the fields as an API client may, is taken.
    const docx = multipart(candidate(q, { email: 'docx@example.com' }), { name: 'cv.docx', bytes: sampleDocx(['Ada']) }, true);
    expect((await applyPublicly(f.t, 'demo', id, docx, { ip: nextIp() })).statusCode).toBe(200);
    expect(await count(id)).toBe(1);
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const token = await f.token('admin');
    const id = await publishedPosting(f.t, token);
    const q = await questionIds(f.t, token, id);
    const res = await applyPublicly(f.t, 'demo', id, multipart(candidate(q, { website: 'http://spam.test', email: 'bot@example.com' }), cvPdf()), { ip: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.received, data: { job_posting_id: id, email: 'bot@example.com' } });
    expect(await count(id)).toBe(0);
    expect(await lastMail(f.t, await f.companyId('demo'), 'bot@example.com')).toBeUndefined();
  });

  it('limits 5 attempts per address in 10 minutes and 3 per email and posting, with 429, kept in the database', async () => {
    const token = await f.token('admin');
    const id = await publishedPosting(f.t, token);
    const q = await questionIds(f.t, token, id);
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      // Refused forms count too: guessing through 422s meets the limit.
      const file = i % 2 === 0 ? cvPdf() : { name: 'cv.pdf', bytes: exe };
      const res = await applyPublicly(f.t, 'demo', id, multipart(candidate(q, { email: `flood${i}@example.com` }), file), { ip });
      expect(res.statusCode).toBe(i % 2 === 0 ? 200 : 422);
    }
    const sixth = await applyPublicly(f.t, 'demo', id, multipart(candidate(q, { email: 'flood6@example.com' }), cvPdf()), { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(M.tooManyFromAddress);
    const page = await applyPublicly(f.t, 'demo', id, multipart(candidate(q), cvPdf()), { ip, accept: 'text/html' });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (let i = 0; i < 3; i += 1)
      expect((await applyPublicly(f.t, 'demo', id, multipart(candidate(q, { email: 'same@example.com' }), cvPdf()), { ip: nextIp() })).statusCode).toBe(200);
    const fourth = await applyPublicly(f.t, 'demo', id, multipart(candidate(q, { email: 'SAME@example.com' }), cvPdf()), { ip: nextIp() });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(M.tooManyForEmail);
    const kept = await f.inCompany('demo', (tx) =>
      tx.execute<{ ip_hash: string; email_hash: string | null }>(sql`SELECT ip_hash, email_hash FROM career_application_attempts WHERE job_posting_id = ${id}`),
    );
    expect(kept.rows).toHaveLength(8);
    expect(JSON.stringify(kept.rows)).not.toContain('same@example.com');
  });
});

describe('the candidate pipeline', () => {
  it('the demo has a candidate at each stage on its published posting, and a scheduled interview', async () => {
    const admin = await f.as('admin');
    const all = dataOf<ListPage<ApplicationSummary>>(await admin.get(`${BASE}?per_page=100`)).results;
    const stages = new Set(all.map((a) => a.status));
    for (const s of ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'] as const) expect(stages.has(s), s).toBe(true);
    expect(all.every((a) => a.has_cv)).toBe(true);
    const tolu = must(all.find((a) => `${a.first_name} ${a.last_name}` === DEMO_INTERVIEW_CANDIDATE), 'the demo candidate');
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
    const a = await addedApplication(f.t, token, id, { first_name: 'Chiamaka', email: 'chiamaka@example.com' });
    const b = await addedApplication(f.t, token, id, { first_name: 'Tunde' });
    await moveTo(f.t, token, [b], 'screening');
    const extras = (e: object) => `extras=${encodeURIComponent(JSON.stringify(e))}`;
    const page = async (q: string) => dataOf<ListPage<ApplicationSummary>>(await admin.get(`${BASE}?per_page=50&${q}`));
    expect((await page(extras({ job_posting_id: id }))).results.map((r) => r.id).sort()).toEqual([a, b].sort());
    expect((await page(`status=screening&${extras({ job_posting_id: id })}`)).results.map((r) => r.id)).toEqual([b]);
    expect((await page(extras({ job_posting_id: id, search_query: 'chiam' }))).results.map((r) => r.id)).toEqual([a]);
    expect((await page(extras({ job_posting_id: id, from: '2000-01-01', to: '2000-01-31' }))).total).toBe(0);
    expect((await page(`status=&extras=`)).total).toBeGreaterThanOrEqual(2);
    expectFieldError(await admin.get(`${BASE}?extras=not-json`), 'extras', M.extrasInvalid);
    expectFieldError(await admin.get(`${BASE}?extras=${encodeURIComponent('{"from":"2026-02-30"}')}`), 'extras.from', M.dateInvalid);
    expect((await (await f.as('employee')).get(BASE)).statusCode).toBe(403);
  });

  it('adds a candidate by hand with answers and an optional CV, checking the posting and the fields', async () => {
    const [admin, token] = [await f.as('admin'), await f.token('admin')];
    const id = await publishedPosting(f.t, token);
    const q = await questionIds(f.t, token, id);
    const post = (fields: Record<string, string>, file?: { name: string; bytes: Buffer }) => {
      const body = multipart(fields, file);
      return f.t.app.inject({ method: 'POST', url: `/api/v1${BASE}`, headers: { ...body.headers, authorization: `Bearer ${token}` }, payload: body.payload });
    };
    const base = { job_posting_id: String(id), first_name: 'Bola', last_name: 'Ade', email: 'bola@example.com', source: 'agency' };
    expectFieldError(await post({ ...base, job_posting_id: '999999' }), 'job_posting_id', M.postingNotFound);
    expectFieldError(await post({ ...base, source: 'psychic' }), 'source', M.sourceInvalid);
    expectFieldError(await post({ ...base, [`answers[${q[0]}]`]: 'x'.repeat(2001) }), `answers[${q[0]}]`, M.answerTooLong);
    expectFieldError(await post({ ...base, [`answers[${q[0]}]`]: 'Yes' }, { name: 'cv.pdf', bytes: exe }), 'cv', M.cvType);
    const made = dataOf<Application>(await post({ ...base, answers: JSON.stringify({ [String(q[0])]: 'Growth', [String(q[1])]: 'One month' }) }, cvPdf()), 201);
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
    const moved = dataOf<ApplicationSummary[]>(await put({ application_ids: [a, b], status: 'interview', note: 'Strong CVs' }));
    expect(moved.map((m) => m.status)).toEqual(['interview', 'interview']);
    await moveTo(f.t, token, [a], 'rejected');
    // b may go to offer, a (rejected) may not: neither moves.
    expectFieldError(await put({ application_ids: [a, b], status: 'offer' }), 'status', M.transitionRefused('rejected', 'offer'));
    expect(dataOf<Application>(await admin.get(`${BASE}/${b}`)).status).toBe('interview');
    expectFieldError(await put({ application_ids: [b], status: 'hired' }), 'status', M.hiredThroughProfile);
    expectFieldError(await put({ application_ids: [], status: 'offer' }), 'application_ids', M.applicationIdsRequired);
    expectFieldError(await put({ application_ids: [b], status: 'nowhere' }), 'status', M.statusInvalid);
    expect((await put({ application_ids: [b, 999999], status: 'offer' })).statusCode).toBe(404);
    await moveTo(f.t, token, [a], 'screening');
    const history = dataOf<Application>(await admin.get(`${BASE}/${a}`)).history;
    expect(history.map((h) => h.status)).toEqual(['applied', 'interview', 'rejected', 'screening']);
    expect(history[1]).toMatchObject({ note: 'Strong CVs', by: expect.any(String), at: expect.any(String) });
    const noted = dataOf<Application>(await admin.post(`${BASE}/${a}/notes`, { note: 'Call back on Monday' }), 201);
    expect(noted.notes).toEqual([expect.objectContaining({ note: 'Call back on Monday' })]);
    expectFieldError(await admin.post(`${BASE}/${a}/notes`, { note: '' }), 'note', M.noteRequired);
  });

  it('erases a rejected candidate’s personal data on request, keeping the application in the counts', async () => {
    const [admin, token] = [await f.as('admin'), await f.token('admin')];
    const id = await publishedPosting(f.t, token);
    const q = await questionIds(f.t, token, id);
    await applyPublicly(f.t, 'demo', id, multipart(candidate(q, { email: 'erase.me@example.com' }), cvPdf()), { ip: nextIp() });
    const [row] = dataOf<ListPage<ApplicationSummary>>(await admin.get(`${BASE}?extras=${encodeURIComponent(JSON.stringify({ job_posting_id: id }))}`)).results;
    const appId = Number(row?.id);
    await admin.post(`${BASE}/${appId}/notes`, { note: 'Asked to be forgotten' });
    expectFieldError(await admin.post(`${BASE}/${appId}/erase`), 'status', M.eraseOnlyRejected);
    await moveTo(f.t, token, [appId], 'rejected');
    const erased = dataOf<Application>(await admin.post(`${BASE}/${appId}/erase`));
    expect(erased).toMatchObject({ erased: true, first_name: '', last_name: '', email: '', phone: null, cover_letter: null, cv: null, answers: [], notes: [] });
    expect(erased.history.map((h) => h.status)).toEqual(['applied', 'rejected']);
    expect(JSON.stringify(erased)).not.toContain('erase.me');
    expect((await admin.get(`${BASE}/${appId}/cv`)).statusCode).toBe(404);
    expect((await admin.post(`${BASE}/${appId}/erase`)).statusCode).toBe(409);
    expectFieldError(await admin.put(`${BASE}/update-status`, { application_ids: [appId], status: 'screening' }), 'application_ids', M.erasedCandidate);
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
    expect(d.funnel.map((s) => s.status)).toEqual(['applied', 'screening', 'interview', 'offer', 'hired', 'rejected', 'withdrawn']);
    expect(d.funnel.find((s) => s.status === 'offer')?.count).toBeGreaterThanOrEqual(1);
    expect(d.open_roles.roles.find((r) => r.id === id)).toMatchObject({ title: 'Dashboard role', applications: 1 });
    expect(d.by_source.find((s) => s.source === 'job_board')?.count).toBeGreaterThanOrEqual(1);
    expect(d.time_to_hire).toMatchObject({ hires: expect.any(Number) });
    expectFieldError(await admin.get('/hrm/recruitment/dashboard?from=2026-12-01&to=2026-11-01'), 'from', RECRUITMENT_DASHBOARD_MESSAGES.fromAfterTo);
    expect((await (await f.as('employee')).get('/hrm/recruitment/dashboard')).statusCode).toBe(403);
  });
});
