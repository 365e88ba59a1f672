import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  APPLICATION_MESSAGES as M,
  MESSAGES,
  type Application,
  type ApplicationSummary,
  type ListPage,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../test/kit.ts';
import { lastMail } from '../../../test/harness.ts';
import { sampleDocx, samplePdf, storedZip } from './cv-samples.ts';
import {
  applicationCount,
  candidate,
  exe,
  nextIp,
  applyPublicly,
  cvPdf,
  multipart,
  publishedPosting,
  questionIds,
} from './candidates.fixtures.ts';

const BASE = '/hrm/recruitment/job-application';
const f = testFile();
const count = (postingId: number) => applicationCount(f, postingId);

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
    const french = await f.t.app.inject({
      method: 'GET',
      url: `/careers/demo/${id}`,
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    expect(french.body).toContain('<html lang="fr"');
    expect(french.body).toContain('Envoyer ma candidature');
    expect((await f.t.app.inject({ method: 'GET', url: `/careers/demo/${id}?lang=fr` })).body).toContain(
      'Postuler à ce poste',
    );
  });

  it('answer 404 for a draft, closed or unknown posting, an unknown company and another company’s posting', async () => {
    const [admin, acme] = await Promise.all([f.token('admin'), f.token('acmeAdmin')]);
    const draft = dataOf<{ id: number }>(
      await (
        await f.as('admin')
      ).post('/hrm/recruitment/job-postings', {
        title: 'Draft role',
        description: 'x',
        employment_type: 'contract',
      }),
      201,
    ).id;
    const closed = await publishedPosting(f.t, admin, { title: 'Closed role' });
    await f.inCompany('demo', (tx) =>
      tx.execute(sql`UPDATE job_postings SET closing_date = current_date - 3 WHERE id = ${closed}`),
    );
    const acmePosting = await publishedPosting(f.t, acme, { title: 'Acme role' });
    for (const url of [
      `/careers/demo/${draft}`,
      `/careers/demo/${closed}`,
      `/careers/demo/${acmePosting}`,
      '/careers/demo/999999',
      '/careers/nope',
      '/careers/demo/abc',
    ]) {
      const res = await f.t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
    expect((await f.t.app.inject({ method: 'GET', url: `/careers/acme/${acmePosting}` })).statusCode).toBe(
      200,
    );
    const body = multipart(candidate([0]), cvPdf());
    for (const [slug, id] of [
      ['demo', draft],
      ['demo', closed],
      ['demo', acmePosting],
      ['nope', acmePosting],
    ] as const)
      expect((await applyPublicly(f.t, slug, id, body, { ip: nextIp() })).statusCode).toBe(404);
  });
});

describe('the public application endpoint', () => {
  it('stores an application with its private CV, answers and first history entry, and mails the candidate', async () => {
    const admin = await f.as('admin');
    const id = await publishedPosting(f.t, await f.token('admin'));
    const q = await questionIds(f.t, await f.token('admin'), id);
    const pdf = samplePdf(['Ada Obi', 'Engineer']);
    const res = await applyPublicly(
      f.t,
      'demo',
      id,
      multipart(candidate(q, { email: 'Ada.Public@Example.com' }), { name: 'Ada CV.pdf', bytes: pdf }),
      { ip: nextIp() },
    );
    expect(res.json()).toMatchObject({
      message: M.received,
      data: { job_posting_id: id, email: 'ada.public@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const list = dataOf<ListPage<ApplicationSummary>>(
      await admin.get(`${BASE}?extras=${encodeURIComponent(JSON.stringify({ job_posting_id: id }))}`),
    );
    expect(list.total).toBe(1);
    const app = dataOf<Application>(await admin.get(`${BASE}/${list.results[0]?.id}`));
    expect(app).toMatchObject({
      first_name: 'Ada',
      source: 'careers_page',
      status: 'applied',
      has_cv: true,
      phone: '+234 803 555 0101',
    });
    expect(app.answers).toEqual([
      { question_id: q[0], question: 'Why do you want this role?', answer: 'I like hard problems' },
    ]);
    expect(app.history).toEqual([expect.objectContaining({ status: 'applied', by: null, note: null })]);
    expect(app.cv).toEqual({ file_name: 'Ada CV.pdf', mime_type: 'application/pdf', size_bytes: pdf.length });
    const cv = await admin.get(`${BASE}/${app.id}/cv`);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-disposition']).toMatch(/^attachment/);
    expect(cv.rawPayload.equals(pdf)).toBe(true);
    expect((await f.anonymous().get(`${BASE}/${app.id}/cv`)).statusCode).toBe(401);
    expect((await (await f.as('employee')).get(`${BASE}/${app.id}/cv`)).statusCode).toBe(403);
    const isPublic = await f.inCompany('demo', (tx) =>
      tx.execute<{ is_public: boolean }>(
        sql`SELECT f.is_public FROM files f JOIN job_applications a ON a.cv_file_id = f.id AND a.company_id = f.company_id WHERE a.id = ${app.id}`,
      ),
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
    const ok = await applyPublicly(
      f.t,
      'demo',
      id,
      multipart(candidate(q, { email: 'browser@example.com', lang: 'en' }), cvPdf()),
      { ip: nextIp(), accept: html },
    );
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`/careers/demo/${id}/thanks?lang=en`);
    const thanks = await f.t.app.inject({ method: 'GET', url: String(ok.headers.location) });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Thank you for applying');
    const bad = await applyPublicly(
      f.t,
      'demo',
      id,
      multipart(
        { ...candidate(q), first_name: '', email: 'nope', lang: 'fr' },
        { name: 'cv.pdf', bytes: exe },
      ),
      { ip: nextIp(), accept: html },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['content-type']).toMatch(/^text\/html/);
    expect(bad.body).toContain('Veuillez saisir votre prénom');
    expect(bad.body).toContain('Veuillez joindre votre CV en fichier PDF ou DOCX');
    expect(bad.body).toContain('value="Obi"');
    const missing = await applyPublicly(f.t, 'demo', 999999, multipart(candidate(q), cvPdf()), {
      ip: nextIp(),
      accept: html,
    });
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
    expectFieldError(
      await post({}, { name: 'cv.docx', bytes: storedZip([{ name: 'run.exe', content: exe }]) }),
      'cv',
      M.cvType,
    );
    expectFieldError(await post({}, { name: 'cv.exe', bytes: samplePdf(['x']) }), 'cv', M.cvType);
    expectFieldError(await post({}), 'cv', M.cvMissing);
    expectFieldError(
      await post({ first_name: 'Ada\u0000Obi' }, cvPdf()),
      'first_name',
      MESSAGES.forbiddenCharacters,
    );
    expectFieldError(await post({ last_name: 'O'.repeat(10_000) }, cvPdf()), 'last_name', M.nameTooLong);
    expectFieldError(
      await post({ [`answers[${q[0]}]`]: ' ' }, cvPdf()),
      `answers[${q[0]}]`,
      M.answerRequired,
    );
    expectFieldError(await post({ email: 'not-an-email' }, cvPdf()), 'email', M.emailInvalid);
    expect(await count(id)).toBe(0);
    // A real DOCX, sent before the fields as an API client may, is taken.
    const docx = multipart(
      candidate(q, { email: 'docx@example.com' }),
      { name: 'cv.docx', bytes: sampleDocx(['Ada']) },
      true,
    );
    expect((await applyPublicly(f.t, 'demo', id, docx, { ip: nextIp() })).statusCode).toBe(200);
    expect(await count(id)).toBe(1);
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const token = await f.token('admin');
    const id = await publishedPosting(f.t, token);
    const q = await questionIds(f.t, token, id);
    const res = await applyPublicly(
      f.t,
      'demo',
      id,
      multipart(candidate(q, { website: 'http://spam.test', email: 'bot@example.com' }), cvPdf()),
      { ip: nextIp() },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.received,
      data: { job_posting_id: id, email: 'bot@example.com' },
    });
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
      const res = await applyPublicly(
        f.t,
        'demo',
        id,
        multipart(candidate(q, { email: `flood${i}@example.com` }), file),
        { ip },
      );
      expect(res.statusCode).toBe(i % 2 === 0 ? 200 : 422);
    }
    const sixth = await applyPublicly(
      f.t,
      'demo',
      id,
      multipart(candidate(q, { email: 'flood6@example.com' }), cvPdf()),
      { ip },
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(M.tooManyFromAddress);
    const page = await applyPublicly(f.t, 'demo', id, multipart(candidate(q), cvPdf()), {
      ip,
      accept: 'text/html',
    });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (let i = 0; i < 3; i += 1)
      expect(
        (
          await applyPublicly(
            f.t,
            'demo',
            id,
            multipart(candidate(q, { email: 'same@example.com' }), cvPdf()),
            { ip: nextIp() },
          )
        ).statusCode,
      ).toBe(200);
    const fourth = await applyPublicly(
      f.t,
      'demo',
      id,
      multipart(candidate(q, { email: 'SAME@example.com' }), cvPdf()),
      { ip: nextIp() },
    );
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(M.tooManyForEmail);
    const kept = await f.inCompany('demo', (tx) =>
      tx.execute<{ ip_hash: string; email_hash: string | null }>(
        sql`SELECT ip_hash, email_hash FROM career_application_attempts WHERE job_posting_id = ${id}`,
      ),
    );
    expect(kept.rows).toHaveLength(8);
    expect(JSON.stringify(kept.rows)).not.toContain('same@example.com');
  });
});
