import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  JOB_BOARD_MESSAGES as B,
  POSTING_MESSAGES as M,
  RECRUITER_MESSAGES as R,
  type JobBoard,
  type JobPosting,
  type JobRequest,
  type ListPage,
  type PostingSetting,
  type Recruiter,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../test/kit.ts';
import { must } from '../../../test/must.ts';
import {
  DEMO_APPROVED_REQUISITION,
  DEMO_DRAFT_POSTING,
  DEMO_PENDING_REQUISITION,
} from '../../../db/seed/demo-recruitment.ts';
import { careersPostings, countDownHeadcount, openCareersPosting } from './for-candidates.service.ts';

const BASE = '/hrm/recruitment/job-postings';
const REQUESTS = '/hrm/recruitment/job-requests';
const SETTINGS = '/hrm/recruitment/settings/job-posting-settings';
const BOARDS = '/hrm/recruitment/job-boards';
const RECRUITERS = '/hrm/recruitment/settings/recruiters';
const f = testFile();
/** A day from today in the demo company's timezone (Lagos), as the server counts closing dates. */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Africa/Lagos' });
const posting = (over: Record<string, unknown> = {}) => ({
  title: 'Warehouse Supervisor',
  description: 'Runs the Lagos warehouse shifts',
  requirements: 'Three years on a warehouse floor',
  location: 'Apapa, Lagos',
  employment_type: 'full_time',
  salary_visible: false,
  ...over,
});

async function requestsByTitle() {
  const admin = await f.as('admin');
  const all = dataOf<ListPage<JobRequest>>(await admin.get(`${REQUESTS}?per_page=100`)).results;
  const by = (title: string) =>
    must(
      all.find((r) => r.title === title),
      title,
    );
  return { approved: by(DEMO_APPROVED_REQUISITION), pending: by(DEMO_PENDING_REQUISITION) };
}

describe('job postings', () => {
  it('the demo has a published posting with questions and boards, and a draft', async () => {
    const admin = await f.as('admin');
    const list = dataOf<ListPage<JobPosting>>(await admin.get(`${BASE}?per_page=50`)).results;
    const published = must(
      list.find((p) => p.title === DEMO_APPROVED_REQUISITION),
      'the published posting',
    );
    expect(published).toMatchObject({ status: 'published', closing_date: day(30), salary_visible: true });
    expect(published.questions.map((q) => q.required)).toEqual([true, false]);
    expect(published.job_boards).toHaveLength(2);
    expect(list.find((p) => p.title === DEMO_DRAFT_POSTING)?.status).toBe('draft');
    expect(
      dataOf<ListPage<JobPosting>>(await admin.get(`${BASE}?status=draft`)).results.every(
        (p) => p.status === 'draft',
      ),
    ).toBe(true);
  });

  it('is made from an approved request or standalone, validated per field, published, unpublished and deleted', async () => {
    const [admin, employee] = await Promise.all([f.as('admin'), f.as('employee')]);
    const { approved, pending } = await requestsByTitle();
    expectFieldError(
      await admin.post(BASE, posting({ job_request_id: pending.id })),
      'job_request_id',
      M.jobRequestNotApproved,
    );
    expectFieldError(
      await admin.post(BASE, posting({ job_request_id: 999999 })),
      'job_request_id',
      M.jobRequestNotFound,
    );
    expectFieldError(
      await admin.post(BASE, posting({ job_board_ids: [999999] })),
      'job_board_ids',
      M.jobBoardNotFound,
    );
    expectFieldError(
      await admin.post(BASE, posting({ salary_min: 9, salary_max: 1 })),
      'salary_max',
      M.salaryRange,
    );
    expectFieldError(
      await admin.post(BASE, posting({ description: '' })),
      'description',
      M.descriptionRequired,
    );
    expect((await employee.post(BASE, posting())).statusCode).toBe(403);
    expect((await employee.get(BASE)).statusCode).toBe(403);

    // Without questions, the default setting's; from the approved request.
    const res = await admin.post(BASE, posting({ job_request_id: approved.id, closing_date: day(-1) }));
    expect(res.json().message).toBe(M.created);
    const made = dataOf<JobPosting>(res, 201);
    expect(made).toMatchObject({
      status: 'draft',
      job_request_id: approved.id,
      job_request_title: DEMO_APPROVED_REQUISITION,
    });
    expect(made.questions.map((q) => q.text)).toHaveLength(2);
    expectFieldError(await admin.put(`${BASE}/publish/${made.id}`), 'closing_date', M.closingDatePassed);

    const boards = dataOf<ListPage<JobBoard>>(await admin.get(BOARDS)).results.map((b) => b.id);
    const edited = dataOf<JobPosting>(
      await admin.put(
        `${BASE}/${made.id}`,
        posting({
          job_request_id: approved.id,
          closing_date: '',
          job_board_ids: [boards[0]],
          questions: [{ text: 'Forklift licence?', required: true }],
        }),
      ),
    );
    expect(edited).toMatchObject({
      closing_date: null,
      job_board_ids: [boards[0]],
      questions: [{ text: 'Forklift licence?', required: true }],
    });
    // Published without a closing date: today plus the default setting's 30 days.
    const published = await admin.put(`${BASE}/publish/${made.id}`);
    expect(published.json().message).toBe(M.published);
    expect(dataOf<JobPosting>(published)).toMatchObject({ status: 'published', closing_date: day(30) });
    expect((await admin.put(`${BASE}/publish/${made.id}`)).statusCode).toBe(409);
    expect((await admin.delete(`${BASE}/${made.id}`)).statusCode).toBe(409);
    const companyId = await f.companyId('demo');
    const careers = await f.inCompany('demo', (tx) => careersPostings(tx, companyId));
    expect(careers.map((p) => p.id)).toContain(made.id);
    expect(careers.find((p) => p.id === made.id)?.salary_min).toBeNull();

    const draft = await admin.put(`${BASE}/unpublish/${made.id}`);
    expect(draft.json().message).toBe(M.unpublished);
    expect(dataOf<JobPosting>(draft).status).toBe('draft');
    expect(await f.inCompany('demo', (tx) => openCareersPosting(tx, companyId, made.id))).toBeNull();
    expect((await admin.put(`${BASE}/unpublish/${made.id}`)).statusCode).toBe(409);
    expect((await admin.delete(`${BASE}/${made.id}`)).json().message).toBe(M.deleted);
    expect((await admin.get(`${BASE}/${made.id}`)).statusCode).toBe(404);
  });

  it('reads closed once published past its closing date, and leaves the careers page', async () => {
    const admin = await f.as('admin');
    const companyId = await f.companyId('demo');
    const made = dataOf<JobPosting>(
      await admin.post(BASE, posting({ title: 'Night Guard', closing_date: day(2) })),
      201,
    );
    dataOf<JobPosting>(await admin.put(`${BASE}/publish/${made.id}`));
    await f.t.database.owner.execute(
      sql`UPDATE job_postings SET closing_date = ${day(-1)} WHERE company_id = ${companyId} AND id = ${made.id}`,
    );
    expect(dataOf<JobPosting>(await admin.get(`${BASE}/${made.id}`)).status).toBe('closed');
    expect(
      dataOf<ListPage<JobPosting>>(await admin.get(`${BASE}?status=closed`)).results.map((p) => p.id),
    ).toContain(made.id);
    expect(await f.inCompany('demo', (tx) => openCareersPosting(tx, companyId, made.id))).toBeNull();
    expect(dataOf<JobPosting>(await admin.put(`${BASE}/unpublish/${made.id}`)).status).toBe('draft');
    // Someone applied while it was open: the posting stays (their candidacy needs it).
    await f.t.database.owner
      .execute(sql`INSERT INTO job_applications (company_id, job_posting_id, first_name, last_name, email)
      VALUES (${companyId}, ${made.id}, 'Ada', 'Obi', 'ada.obi@example.com')`);
    const refused = await admin.delete(`${BASE}/${made.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.hasApplications);
    expect((await admin.get(`${BASE}/${made.id}`)).statusCode).toBe(200);
  });

  it('counts a request’s headcount down on each hire, fills it at zero and closes its postings', async () => {
    const admin = await f.as('admin');
    const companyId = await f.companyId('demo');
    const { approved } = await requestsByTitle();
    const d = { department_id: approved.department_id, branch_id: approved.branch_id };
    const req = dataOf<JobRequest>(
      await admin.post(REQUESTS, { ...d, title: 'Driver', headcount: 2, employment_type: 'contract' }),
      201,
    );
    const made = dataOf<JobPosting>(
      await admin.post(BASE, posting({ title: 'Driver', job_request_id: req.id })),
      201,
    );
    dataOf<JobPosting>(await admin.put(`${BASE}/publish/${made.id}`));
    const hire = () => f.inCompany('demo', (tx) => countDownHeadcount(tx, companyId, req.id));
    expect(await hire()).toEqual({ jobRequestId: req.id, remaining: 1, status: 'approved' });
    expect(await hire()).toEqual({ jobRequestId: req.id, remaining: 0, status: 'filled' });
    expect(await hire()).toEqual({ jobRequestId: req.id, refused: 'no-places-left' });
    expect(dataOf<JobRequest>(await admin.get(`${REQUESTS}/${req.id}`))).toMatchObject({
      status: 'filled',
      remaining: 0,
    });
    expect(dataOf<JobPosting>(await admin.get(`${BASE}/${made.id}`)).status).toBe('closed');
    expect((await admin.put(`${BASE}/unpublish/${made.id}`)).statusCode).toBe(200);
    expect((await admin.put(`${BASE}/publish/${made.id}`)).statusCode).toBe(409);
  });
});

describe('posting settings and job boards', () => {
  it('keeps named settings with one default at a time', async () => {
    const [admin, employee] = await Promise.all([f.as('admin'), f.as('employee')]);
    const list = dataOf<ListPage<PostingSetting>>(await admin.get(SETTINGS)).results;
    expect(list.find((s) => s.is_default)).toMatchObject({
      name: 'Standard screening',
      closing_days: 30,
      questions_count: 2,
    });
    expectFieldError(await admin.post(SETTINGS, { name: 'Standard screening' }), 'name', M.settingNameTaken);
    expectFieldError(
      await admin.post(SETTINGS, { name: 'Quick', closing_days: 0 }),
      'closing_days',
      M.closingDaysInvalid,
    );
    expect((await employee.post(SETTINGS, { name: 'Quick' })).statusCode).toBe(403);
    const made = dataOf<PostingSetting>(
      await admin.post(SETTINGS, {
        name: 'Graduates',
        questions: [{ text: 'Degree class?', required: true }],
        closing_days: 14,
      }),
      201,
    );
    expect(made).toMatchObject({ is_default: false, close_when_filled: true, questions_count: 1 });
    const marked = dataOf<PostingSetting>(
      await admin.put(`${SETTINGS}/${made.id}`, { name: 'Graduates', is_default: true, closing_days: 14 }),
    );
    expect(marked.is_default).toBe(true);
    const after = dataOf<ListPage<PostingSetting>>(await admin.get(SETTINGS)).results.filter(
      (s) => s.is_default,
    );
    expect(after.map((s) => s.id)).toEqual([made.id]);
    const standard = must(
      list.find((s) => s.is_default),
      'the standard setting',
    );
    dataOf(await admin.put(`${SETTINGS}/${standard.id}`, { ...standard, is_default: true }));
    expect(dataOf<PostingSetting>(await admin.get(`${SETTINGS}/${made.id}`)).is_default).toBe(false);
    expect((await admin.delete(`${SETTINGS}/${made.id}`)).json().message).toBe(M.settingDeleted);
    expect((await admin.get(`${SETTINGS}/${made.id}`)).statusCode).toBe(404);
  });

  it('keeps job boards, unique by name, filtered by active', async () => {
    const [admin, employee] = await Promise.all([f.as('admin'), f.as('employee')]);
    expect(dataOf<ListPage<JobBoard>>(await admin.get(BOARDS)).results.map((b) => b.name)).toEqual([
      'Jobberman',
      'LinkedIn Jobs',
    ]);
    expectFieldError(await admin.post(BOARDS, { name: 'jobberman' }), 'name', B.nameTaken);
    expectFieldError(await admin.post(BOARDS, { name: 'Board', url: 'ftp://x' }), 'url', B.urlInvalid);
    expect((await employee.post(BOARDS, { name: 'Board' })).statusCode).toBe(403);
    const made = dataOf<JobBoard>(
      await admin.post(BOARDS, { name: 'MyJobMag', url: 'https://www.myjobmag.com', active: false }),
      201,
    );
    expect(made).toMatchObject({ active: false, postings_count: 0 });
    expect(
      dataOf<ListPage<JobBoard>>(await admin.get(`${BOARDS}?active=false`)).results.map((b) => b.id),
    ).toEqual([made.id]);
    expect(
      dataOf<JobBoard>(await admin.put(`${BOARDS}/${made.id}`, { name: 'MyJobMag NG', active: true })).url,
    ).toBeNull();
    expect(dataOf<JobBoard>(await admin.get(`${BOARDS}/${made.id}`)).name).toBe('MyJobMag NG');
    expect((await admin.delete(`${BOARDS}/${made.id}`)).json().message).toBe(B.deleted);
    expect((await admin.get(`${BOARDS}/${made.id}`)).statusCode).toBe(404);
  });
});

describe('recruiter settings', () => {
  it('holds a limited recruiter to the requisitions and postings given to them', async () => {
    const admin = await f.as('admin');
    const companyId = await f.companyId('demo');
    const { approved, pending } = await requestsByTitle();
    const me = Number(
      must(
        (
          await f.t.database.owner.execute<{ id: string }>(sql`SELECT id FROM employees
      WHERE company_id = ${companyId} AND email = 'hr@demo.example'`)
        ).rows[0],
        'the HR officer',
      ).id,
    );
    expectFieldError(
      await admin.post(RECRUITERS, { employee_id: 999999 }),
      'employee_id',
      R.employeeNotFound,
    );
    expectFieldError(
      await admin.post(RECRUITERS, { employee_id: me, job_request_ids: [999999] }),
      'job_request_ids',
      R.jobRequestNotFound,
    );
    const res = await admin.post(RECRUITERS, { employee_id: me, job_request_ids: [approved.id] });
    expect(res.json().message).toBe(R.created);
    const made = dataOf<Recruiter>(res, 201);
    expect(made).toMatchObject({
      all_access: false,
      job_requests: [{ id: approved.id, title: DEMO_APPROVED_REQUISITION }],
    });
    expectFieldError(await admin.post(RECRUITERS, { employee_id: me }), 'employee_id', R.employeeTaken);

    // The HR officer, a recruiter given the recruitment permissions, sees only her requisition and its postings.
    await f.inCompany('demo', (tx) =>
      tx.execute(sql`INSERT INTO role_permissions (company_id, role_id, permission_id)
        SELECT ur.company_id, ur.role_id, p.id FROM user_roles ur
        JOIN users u ON u.company_id = ur.company_id AND u.id = ur.user_id
        CROSS JOIN permissions p WHERE u.email = 'hr@demo.example'
          AND p.slug IN ('view talent requisitions', 'view job postings', 'create job posting')`),
    );
    const recruiter = await f.as('hr');
    const seen = dataOf<ListPage<JobRequest>>(await recruiter.get(REQUESTS)).results.map((r) => r.id);
    expect(seen).toEqual([approved.id]);
    expect((await recruiter.get(`${REQUESTS}/${pending.id}`)).statusCode).toBe(404);
    const postings = dataOf<ListPage<JobPosting>>(await recruiter.get(BASE)).results;
    expect(postings.map((p) => p.job_request_id)).toEqual(postings.map(() => approved.id));
    const draft = must(
      dataOf<ListPage<JobPosting>>(
        await admin.get(`${BASE}?search_query=${encodeURIComponent('Data Analyst')}`),
      ).results[0],
      'draft',
    );
    expect((await recruiter.get(`${BASE}/${draft.id}`)).statusCode).toBe(404);
    // A posting the recruiter makes stays theirs.
    const own = dataOf<JobPosting>(await recruiter.post(BASE, posting({ title: 'Recruiter’s own' })), 201);
    expect((await recruiter.get(`${BASE}/${own.id}`)).statusCode).toBe(200);

    const opened = dataOf<Recruiter>(
      await admin.put(`${RECRUITERS}/${made.id}`, { employee_id: me, all_access: true }),
    );
    expect(opened).toMatchObject({ all_access: true, job_request_ids: [] });
    expect((await recruiter.get(`${REQUESTS}/${pending.id}`)).statusCode).toBe(200);
    expect(dataOf<ListPage<Recruiter>>(await admin.get(RECRUITERS)).results.map((r) => r.id)).toContain(
      made.id,
    );
    expect(dataOf<Recruiter>(await admin.get(`${RECRUITERS}/${made.id}`)).employee_id).toBe(me);
    expect((await recruiter.get(RECRUITERS)).statusCode).toBe(403);
    expect((await admin.delete(`${RECRUITERS}/${made.id}`)).json().message).toBe(R.deleted);
    expect((await admin.get(`${RECRUITERS}/${made.id}`)).statusCode).toBe(404);
    await admin.delete(`${BASE}/${own.id}`);
  });

  it("answers another company's ids with a 404 and never links them", async () => {
    const [admin, acme] = await Promise.all([f.as('admin'), f.as('acmeAdmin')]);
    const theirs = dataOf<JobPosting>(await acme.post(BASE, posting()), 201);
    const board = dataOf<JobBoard>(await acme.post(BOARDS, { name: 'Acme board' }), 201);
    expect((await admin.get(`${BASE}/${theirs.id}`)).statusCode).toBe(404);
    expect((await admin.put(`${BASE}/publish/${theirs.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${BOARDS}/${board.id}`)).statusCode).toBe(404);
    expectFieldError(
      await admin.post(BASE, posting({ job_board_ids: [board.id] })),
      'job_board_ids',
      M.jobBoardNotFound,
    );
    const companyId = await f.companyId('demo');
    expect(await f.inCompany('demo', (tx) => openCareersPosting(tx, companyId, theirs.id))).toBeNull();
  });
});
