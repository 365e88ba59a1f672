import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  APPLICATION_MESSAGES as A,
  HIRING_MESSAGES as H,
  INTERVIEW_MESSAGES as M,
  type Application,
  type HireResult,
  type Interview,
  type InterviewScorecard,
  type InterviewSummary,
  type ListPage,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../test/kit.ts';
import { lastMail } from '../../../test/harness.ts';
import { must } from '../../../test/must.ts';
import {
  addedApplication,
  approvedRequest,
  moveTo,
  publishedPosting,
} from '../applications/candidates.fixtures.ts';

const BASE = '/hrm/recruitment/interviews';
const APPS = '/hrm/recruitment/job-application';
const f = testFile();

const employeeId = async (email: string) =>
  f.inCompany('demo', async (tx) => {
    const r = await tx.execute<{ id: string }>(sql`SELECT id FROM employees WHERE email = ${email}`);
    return Number(must(r.rows[0], email).id);
  });

/** The mails queued to an address, newest first, with their attachments' names and types. */
const mailsTo = async (to: string) =>
  f.inCompany('demo', async (tx) => {
    const r = await tx.execute<{
      id: string;
      subject: string;
      text_body: string;
      payload: { attachments?: { fileName: string; contentType: string }[] } | null;
    }>(sql`
      SELECT m.id, m.subject, m.text_body, j.payload FROM mail_outbox m
      LEFT JOIN jobs j ON j.company_id = m.company_id AND j.kind = 'mail.deliver' AND (j.payload->>'mailId')::bigint = m.id
      WHERE m.to_address = ${to.toLowerCase()} ORDER BY m.id DESC`);
    return r.rows;
  });

const interview = (applicationId: number, interviewers: number[], over: Record<string, unknown> = {}) => ({
  application_id: applicationId,
  starts_at: '2026-12-03T10:00:00+01:00',
  duration_minutes: 45,
  location: 'Lagos HQ, room 4',
  link: 'https://meet.example.com/abc',
  interviewer_ids: interviewers,
  ...over,
});

describe('interviews', () => {
  it('schedules, updates and cancels an interview, mailing the candidate and the panel an .ics each time', async () => {
    const [admin, token] = [await f.as('admin'), await f.token('admin')];
    const posting = await publishedPosting(f.t, token, { title: 'Treasury analyst' });
    const appId = await addedApplication(f.t, token, posting, {
      email: 'kemi@example.com',
      first_name: 'Kemi',
      last_name: 'Bello',
    });
    const hr = await employeeId('hr@demo.example');
    const owner = await employeeId('admin@demo.example');

    expectFieldError(
      await admin.post(BASE, interview(appId, [hr], { location: '', link: '' })),
      'location',
      M.placeRequired,
    );
    expectFieldError(await admin.post(BASE, interview(appId, [])), 'interviewer_ids', M.interviewersRequired);
    expectFieldError(
      await admin.post(BASE, interview(appId, [999999])),
      'interviewer_ids',
      M.interviewerNotFound,
    );
    expectFieldError(
      await admin.post(BASE, interview(999999, [hr])),
      'application_id',
      M.applicationNotFound,
    );
    expectFieldError(
      await admin.post(BASE, interview(appId, [hr], { duration_minutes: 2 })),
      'duration_minutes',
      M.durationInvalid,
    );
    expectFieldError(
      await admin.post(BASE, interview(appId, [hr], { starts_at: 'tomorrow' })),
      'starts_at',
      M.startsAtInvalid,
    );
    expectFieldError(
      await admin.post(BASE, interview(appId, [hr], { link: 'javascript:alert(1)' })),
      'link',
      M.linkInvalid,
    );

    const made = dataOf<Interview>(await admin.post(BASE, interview(appId, [hr, owner])), 201);
    expect(made).toMatchObject({
      application_id: appId,
      candidate_name: 'Kemi Bello',
      job_posting_title: 'Treasury analyst',
      starts_at: '2026-12-03T09:00:00.000Z',
      ends_at: '2026-12-03T09:45:00.000Z',
      interviewer_ids: expect.arrayContaining([hr, owner]),
      scorecards: [],
    });
    const [invite] = await mailsTo('kemi@example.com');
    expect(invite?.subject).toBe('Interview invitation: Treasury analyst');
    expect(invite?.payload?.attachments).toEqual([
      expect.objectContaining({
        fileName: 'invite.ics',
        contentType: expect.stringMatching(/^text\/calendar.*method=REQUEST/),
      }),
    ]);
    const [panel] = await mailsTo('hr@demo.example');
    expect(panel?.subject).toBe('Interview invitation: Treasury analyst');
    expect(panel?.text_body).toContain('Kemi Bello');

    const list = dataOf<ListPage<InterviewSummary>>(await admin.get(`${BASE}?application_id=${appId}`));
    expect(list.results.map((i) => i.id)).toEqual([made.id]);
    expect(
      dataOf<ListPage<InterviewSummary>>(
        await admin.get(`${BASE}?search_query=kemi&from=2026-12-03&to=2026-12-03`),
      ).total,
    ).toBe(1);
    expect(
      dataOf<ListPage<InterviewSummary>>(await admin.get(`${BASE}?search_query=kemi&from=2026-12-04`)).total,
    ).toBe(0);
    expect(dataOf<Application>(await admin.get(`${APPS}/${appId}`)).interviews).toEqual([
      { id: made.id, starts_at: made.starts_at, duration_minutes: 45 },
    ]);

    const moved = dataOf<Interview>(
      await admin.put(`${BASE}/${made.id}`, interview(appId, [hr], { starts_at: '2026-12-04T14:00:00Z' })),
    );
    expect(moved).toMatchObject({ starts_at: '2026-12-04T14:00:00.000Z', interviewer_ids: [hr] });
    expect((await mailsTo('kemi@example.com'))[0]?.subject).toBe('Interview updated: Treasury analyst');
    // The owner left the panel: their copy is cancelled.
    expect((await mailsTo('admin@demo.example'))[0]?.subject).toBe('Interview cancelled: Treasury analyst');

    expect(dataOf(await admin.delete(`${BASE}/${made.id}`))).toBeNull();
    const [cancel] = await mailsTo('kemi@example.com');
    expect(cancel?.subject).toBe('Interview cancelled: Treasury analyst');
    expect(cancel?.payload?.attachments?.[0]?.contentType).toMatch(/method=CANCEL/);
    expect((await admin.get(`${BASE}/${made.id}`)).statusCode).toBe(404);
    expect((await (await f.as('employee')).get(BASE)).statusCode).toBe(403);
  });

  it('takes each interviewer’s own scorecard, rated 1 to 5 per criterion, and refuses anyone off the panel', async () => {
    const [admin, token, hrClient] = [await f.as('admin'), await f.token('admin'), await f.as('hr')];
    const posting = await publishedPosting(f.t, token);
    const appId = await addedApplication(f.t, token, posting);
    const hr = await employeeId('hr@demo.example');
    const made = dataOf<Interview>(await admin.post(BASE, interview(appId, [hr])), 201);
    const card = {
      ratings: [
        { criterion: 'Technical depth', rating: 4 },
        { criterion: 'Communication', rating: 5 },
      ],
      recommendation: 'yes',
      note: 'Clear thinker',
    };
    expectFieldError(
      await hrClient.post(`${BASE}/${made.id}/scorecards`, {
        ...card,
        ratings: [{ criterion: 'x', rating: 6 }],
      }),
      'ratings.0.rating',
      M.ratingInvalid,
    );
    expectFieldError(
      await hrClient.post(`${BASE}/${made.id}/scorecards`, { ...card, ratings: [] }),
      'ratings',
      M.ratingsRequired,
    );
    expectFieldError(
      await hrClient.post(`${BASE}/${made.id}/scorecards`, { ...card, recommendation: 'maybe' }),
      'recommendation',
      M.recommendationInvalid,
    );
    const saved = dataOf<InterviewScorecard>(await hrClient.post(`${BASE}/${made.id}/scorecards`, card), 201);
    expect(saved).toMatchObject({
      interviewer: { id: hr },
      average: 4.5,
      recommendation: 'yes',
      note: 'Clear thinker',
    });
    const again = dataOf<InterviewScorecard>(
      await hrClient.post(`${BASE}/${made.id}/scorecards`, { ...card, recommendation: 'strong_yes' }),
      201,
    );
    expect(again.id).toBe(saved.id);
    expect(dataOf<Interview>(await admin.get(`${BASE}/${made.id}`)).scorecards).toEqual([
      expect.objectContaining({ recommendation: 'strong_yes' }),
    ]);
    expect((await admin.post(`${BASE}/${made.id}/scorecards`, card)).statusCode).toBe(403);
    expect((await (await f.as('employee')).post(`${BASE}/${made.id}/scorecards`, card)).statusCode).toBe(404);
    expect((await (await f.as('employee')).get(`${BASE}/${made.id}`)).statusCode).toBe(404);
  });
});

describe('hiring (create-profile)', () => {
  it('makes the employee through the organisation’s invite, moves the candidate to hired and fills the requisition', async () => {
    const [admin, token] = [await f.as('admin'), await f.token('admin')];
    const companyId = await f.companyId('demo');
    const request = await approvedRequest(f.t, companyId, 1);
    const posting = await publishedPosting(f.t, token, { job_request_id: request, title: 'Hire me role' });
    const first = await addedApplication(f.t, token, posting, {
      first_name: 'Emeka',
      last_name: 'Nwosu',
      email: 'emeka.hire@example.com',
    });
    const second = await addedApplication(f.t, token, posting, { email: 'second.hire@example.com' });
    const [branch, department, designation] = await Promise.all(
      ['branches', 'departments', 'employee_designations'].map((table) => f.firstId('demo', table)),
    );
    const body = {
      branch_id: branch,
      department_id: department,
      designation_id: designation,
      start_date: '2026-12-14',
    };
    const hire = (id: number, b: object = body) => admin.post(`${APPS}/${id}/create-profile`, b);

    expectFieldError(await hire(first), 'status', H.notOffered);
    await moveTo(f.t, token, [first, second], 'offer');
    expectFieldError(await hire(first, { ...body, start_date: '' }), 'start_date', H.startDateRequired);
    expectFieldError(
      await hire(first, { ...body, designation_id: 999999 }),
      'designation_id',
      H.designationNotFound,
    );
    expect((await (await f.as('employee')).post(`${APPS}/${first}/create-profile`, body)).statusCode).toBe(
      403,
    );

    const result = dataOf<HireResult>(await hire(first), 201);
    expect(result).toMatchObject({
      application_id: first,
      email: 'emeka.hire@example.com',
      job_request: { id: request, remaining: 0, status: 'filled' },
    });
    const employee = dataOf<Record<string, unknown>>(
      await admin.get(`/organization/employees/${result.employee_id}`),
    );
    expect(employee).toMatchObject({
      first_name: 'Emeka',
      last_name: 'Nwosu',
      email: 'emeka.hire@example.com',
      appointment_date: '2026-12-14',
    });
    const invite = await lastMail(f.t, companyId, 'emeka.hire@example.com');
    expect(invite?.subject).toContain('invited');
    expect(invite?.link).toContain('/account-activation/');
    const hired = dataOf<Application>(await admin.get(`${APPS}/${first}`));
    expect(hired).toMatchObject({
      status: 'hired',
      employee: { id: result.employee_id, name: 'Emeka Nwosu' },
    });
    expect(hired.hired_at).not.toBeNull();
    expect(hired.history.map((h) => h.status)).toEqual(['applied', 'offer', 'hired']);
    expect((await hire(first)).statusCode).toBe(409);
    expect((await admin.delete(`${APPS}/${first}`)).statusCode).toBe(409);
    expectFieldError(
      await admin.put(`${APPS}/update-status`, { application_ids: [first], status: 'rejected' }),
      'status',
      A.transitionRefused('hired', 'rejected'),
    );

    // The requisition is filled: a further hire still goes through, and reads the request as it is.
    const next = dataOf<HireResult>(await hire(second), 201);
    expect(next.job_request).toEqual({ id: request, remaining: 0, status: 'filled' });
  });

  it('refuses a candidate whose email already belongs to an employee, and changes nothing', async () => {
    const [admin, token] = [await f.as('admin'), await f.token('admin')];
    const posting = await publishedPosting(f.t, token);
    const appId = await addedApplication(f.t, token, posting, { email: 'employee@demo.example' });
    await moveTo(f.t, token, [appId], 'offer');
    const branch = await f.firstId('demo', 'branches');
    const department = await f.firstId('demo', 'departments');
    const res = await admin.post(`${APPS}/${appId}/create-profile`, {
      branch_id: branch,
      department_id: department,
      start_date: '2026-12-14',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('email');
    expect(dataOf<Application>(await admin.get(`${APPS}/${appId}`)).status).toBe('offer');
  });
});
