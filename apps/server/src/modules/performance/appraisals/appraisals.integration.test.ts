import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  APPRAISAL_MESSAGES as M,
  APPROVER_SETTINGS_APIS,
  type Appraisable,
  type AppraisalApproval,
  type AppraisalGeneral,
  type AppraisalGrade,
  type AppraisalGroup,
  type AppraisalGroupDetail,
  type AppraisalReport,
  type AppraisalSummary,
  type ListPage,
  type Scorecard,
} from '@clockroom/contracts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { client } from '../../../test/harness.ts';
import { dataOf, demoPeople, expectFieldError, testFile } from '../../../test/kit.ts';
import { GENERAL, SCORECARD, day, ratings } from './appraisal.fixtures.ts';
import { remindAppraisals } from './appraisal-reminders.ts';
import { make } from '../../../test/factories.ts';

const BASE = '/hrm/appraisals';
const S = `${BASE}/settings`;
const f = testFile();

const people = () => demoPeople(f);

describe('appraisal settings', () => {
  it('the demo has an ended cycle with grades and an open one in progress', async () => {
    const [admin, employee] = await Promise.all([f.as('admin'), f.as('employee')]);
    const groups = dataOf<ListPage<AppraisalGroup>>(await admin.get(BASE)).results;
    const ended = groups.find((g) => g.status === 'ended');
    const open = groups.find((g) => g.status === 'initiated');
    expect(ended?.progress).toMatchObject({ members: 7, approved: 7 });
    expect(open?.progress).toMatchObject({ members: 7, self_submitted: 2, appraiser_submitted: 1 });
    const mine = dataOf<ListPage<AppraisalSummary>>(await employee.get(`${BASE}/self-appraisables`)).results;
    // Last year: self 4,4,3,4,4 (72) and appraiser 4,3,4,4,3 (67.5) → (72×30 + 67.5×70) ÷ 100 = 68.85
    expect(mine.find((a) => a.group_id === ended?.id)).toMatchObject({
      status: 'ended',
      final_score: '68.85',
      final_grade: 'Meets',
    });
    const draft = mine.find((a) => a.group_id === open?.id);
    expect(draft).toMatchObject({ status: 'initiated', self_submitted_at: null });
    expect(
      dataOf<Appraisable>(await employee.get(`${BASE}/self-appraisable/${draft?.id}`)).self_ratings,
    ).toHaveLength(2);
  });

  it('starts with the five grades, keeps bands apart and takes the id in the path and the body', async () => {
    const [admin, employee] = await Promise.all([f.as('admin'), f.as('employee')]);
    expect((await employee.get(`${S}/grades`)).statusCode).toBe(403);
    const grades = dataOf<ListPage<AppraisalGrade>>(await admin.get(`${S}/grades`)).results;
    expect(grades.map((g) => [g.name, g.min_score, g.max_score])).toEqual([
      ['Outstanding', 85, 100],
      ['Exceeds', 70, 84],
      ['Meets', 50, 69],
      ['Below', 30, 49],
      ['Unsatisfactory', 0, 29],
    ]);
    expectFieldError(
      await admin.post(`${S}/grades`, { name: 'Stellar', min_score: 95, max_score: 100 }),
      'min_score',
      M.gradesOverlap,
    );
    expectFieldError(
      await admin.post(`${S}/grades`, { name: 'Odd', min_score: 60, max_score: 50 }),
      'max_score',
      M.maxBelowMin,
    );
    const below = grades.find((g) => g.name === 'Below');
    expectFieldError(
      await admin.put(`${S}/grades/${below?.id}`, { id: 1, name: 'Below', min_score: 30, max_score: 49 }),
      'id',
      M.gradeIdMismatch,
    );
    const edited = await admin.put(`${S}/grades/${below?.id}`, {
      id: below?.id,
      name: 'Below',
      min_score: 30,
      max_score: 49,
      description: 'Needs support',
    });
    expect(dataOf<AppraisalGrade>(edited)).toMatchObject({ description: 'Needs support' });
    expect(
      (await admin.put(`${S}/grades/999999`, { name: 'X', min_score: 1, max_score: 2 })).statusCode,
    ).toBe(404);

    expectFieldError(
      await admin.post(`${S}/general`, { ...GENERAL(), appraiser_weight: 60 }),
      'appraiser_weight',
      M.weightsNotHundred,
    );
    const overlapping = {
      ...GENERAL(),
      appraisalPeriods: [
        ...GENERAL().appraisalPeriods,
        { name: 'Q4', start_date: '2026-10-01', end_date: '2026-12-31' },
      ],
    };
    expectFieldError(
      await admin.post(`${S}/general`, overlapping),
      'appraisalPeriods.2.start_date',
      M.periodsOverlap,
    );
    const outside = {
      ...GENERAL(2025),
      appraisalPeriods: [{ name: 'All', start_date: '2025-01-01', end_date: '2026-01-31' }],
    };
    expectFieldError(
      await admin.post(`${S}/general`, outside),
      'appraisalPeriods.0.start_date',
      M.periodOutsideYear,
    );
    const g = dataOf<AppraisalGeneral>(await admin.post(`${S}/general`, GENERAL(2030)), 201);
    expect(g).toMatchObject({ year: 2030, self_appraisal_weight: 30, appraiser_weight: 70 });
    expect(
      dataOf<AppraisalGeneral>(await admin.put(`${S}/general/${g.id}`, { ...GENERAL(2030), name: 'Renamed' }))
        .name,
    ).toBe('Renamed');
    expect((await admin.delete(`${S}/general/${g.id}`)).json().message).toBe(M.generalDeleted);

    const badCard = {
      ...SCORECARD,
      sections: [{ ...SCORECARD.sections[0], weight: 50 }, SCORECARD.sections[1]],
    };
    expectFieldError(await admin.post(`${S}/scorecards`, badCard), 'sections', M.sectionWeightsNotHundred);
    const card = dataOf<Scorecard>(await admin.post(`${S}/scorecards`, SCORECARD), 201);
    expect(card.sections.flatMap((s) => s.kpis.map((k) => k.id))).toEqual([1, 2, 3, 4, 5]);
    expect(card).toMatchObject({ locked: false, rating_scale: { min: 1, max: 5 } });
    expect(dataOf<Scorecard>(await admin.get(`${S}/scorecards/${card.id}`)).name).toBe('Sales scorecard');
    expect((await admin.delete(`${S}/scorecards/${card.id}`)).statusCode).toBe(200);

    const p = await people();
    expectFieldError(
      await admin.post(`${S}/appraisers`, { appraiser_id: p.me, employee_ids: [p.me] }),
      'employee_ids',
      M.appraiserIsEmployee,
    );
    const a = dataOf<{ id: number; employees: unknown[] }>(
      await admin.post(`${S}/appraisers`, { appraiser_id: p.hr, employee_ids: [p.owner] }),
      201,
    );
    expectFieldError(
      await admin.post(`${S}/appraisers`, { appraiser_id: p.me, employee_ids: [p.owner] }),
      'employee_ids',
      M.employeeHasAppraiser,
    );
    const list = dataOf<{ results: { id: number }[]; default_rule: string }>(
      await admin.get(`${S}/appraisers`),
    );
    expect(list.default_rule).toBe('line_manager');
    expect(list.results.map((r) => r.id)).toContain(a.id);
    expect((await admin.delete(`${S}/appraisers/${a.id}`)).statusCode).toBe(200);
  });
});

describe('an appraisal cycle', () => {
  it('runs from a draft through both ratings, a rejection and approval to an ended group, its history and report', async () => {
    const [admin, hr, employee] = await Promise.all([f.as('admin'), f.as('hr'), f.as('employee')]);
    const p = await people();
    const setting = dataOf<AppraisalGeneral>(await admin.post(`${S}/general`, GENERAL(2031)), 201);
    const card = dataOf<Scorecard>(await admin.post(`${S}/scorecards`, SCORECARD), 201);
    // The demo's appraisers: the HR officer appraises the employee, the owner the HR officer.
    const GROUPS = APPROVER_SETTINGS_APIS.appraisal;
    const panel = await make.approverGroup(admin, 'appraisal', {
      name: 'Appraisal panel',
      approvers: [p.owner],
      covers: [p.me, p.hr],
    });

    const body = {
      name: 'H1 2031 review',
      general_setting_id: setting.id,
      period: 'H1',
      scorecard_id: card.id,
      employee_ids: [p.me, p.hr],
      due_date: day(30),
    };
    expectFieldError(await admin.post(BASE, { ...body, period: 'Q9' }), 'period', M.periodNotFound);
    expectFieldError(
      await admin.post(BASE, { ...body, employee_ids: [] }),
      'employee_ids',
      M.membersRequired,
    );
    expect((await employee.post(BASE, body)).statusCode).toBe(403);
    const draft = dataOf<AppraisalGroup>(await admin.post(BASE, body), 201);
    expect(draft).toMatchObject({ status: 'draft', progress: { members: 0 } });
    expect(
      dataOf<AppraisalGroup>(await admin.put(BASE, { ...body, id: draft.id, name: 'H1 2031 appraisal' }))
        .name,
    ).toBe('H1 2031 appraisal');
    expect((await admin.post(`${BASE}/initiate`, { appraisal_ids: [draft.id] })).json().message).toBe(
      M.initiated,
    );
    expect((await admin.post(`${BASE}/initiate`, { appraisal_ids: [draft.id] })).statusCode).toBe(409);
    expect((await admin.put(BASE, { ...body, id: draft.id })).statusCode).toBe(409);
    expect((await admin.put(`${S}/scorecards/${card.id}`, SCORECARD)).json().message).toBe(M.scorecardLocked);
    const notices = await f.t.database.owner.execute<{
      n: number;
    }>(sql`SELECT count(*)::int AS n FROM notifications
      WHERE company_id = ${p.companyId} AND kind = 'appraisal.opened' AND params->>'id' = ${String(draft.id)}`);
    expect(Number(notices.rows[0]?.n)).toBe(3);

    const detail = dataOf<AppraisalGroupDetail>(await admin.get(`${BASE}/${draft.id}`));
    expect(detail).toMatchObject({ status: 'initiated', progress: { members: 2, self_submitted: 0 } });
    const mine = detail.appraisals.find((a) => a.employee_id === p.me);
    const hrs = detail.appraisals.find((a) => a.employee_id === p.hr);
    if (!mine || !hrs) throw new Error('members');
    expect(mine).toMatchObject({ appraiser_id: p.hr, status: 'initiated' });

    // The employee drafts, reads the draft back, then submits; only they see the draft.
    const selfOf = async () => dataOf<Appraisable>(await employee.get(`${BASE}/self-appraisable/${mine.id}`));
    expect(
      dataOf<ListPage<AppraisalSummary>>(await employee.get(`${BASE}/self-appraisables`)).results.map(
        (a) => a.id,
      ),
    ).toContain(mine.id);
    expectFieldError(
      await employee.post(`${BASE}/self-ratings`, {
        appraisal_id: mine.id,
        ratings: [{ kpi_id: 9, score: 3 }],
      }),
      'ratings.0.kpi_id',
      M.kpiNotFound,
    );
    expectFieldError(
      await employee.post(`${BASE}/self-ratings`, {
        appraisal_id: mine.id,
        ratings: [{ kpi_id: 1, score: 6 }],
      }),
      'ratings.0.score',
      M.scoreOutsideScale,
    );
    const saved = await employee.post(`${BASE}/self-ratings`, {
      appraisal_id: mine.id,
      ratings: ratings(4, 3),
      submit: false,
    });
    expect(saved.json().message).toBe(M.ratingsSaved);
    expect((await selfOf()).self_ratings.map((r) => r.score)).toEqual([4, 3]);
    expect(
      dataOf<Appraisable>(await hr.get(`${BASE}/appraiser-appraisable/${mine.id}`)).self_ratings,
    ).toEqual([]);
    expectFieldError(
      await employee.post(`${BASE}/self-ratings`, { appraisal_id: mine.id, ratings: [], submit: true }),
      'ratings',
      M.ratingsIncomplete,
    );
    const submitted = dataOf<Appraisable>(
      await employee.post(`${BASE}/self-ratings`, {
        appraisal_id: mine.id,
        ratings: ratings(4, 3, 5, 2, 4),
        submit: true,
      }),
    );
    expect(submitted).toMatchObject({ self_score: '59.50', appraiser_score: null, final_score: null });
    expect(
      (await employee.post(`${BASE}/self-ratings`, { appraisal_id: mine.id, ratings: ratings(1) })).json()
        .message,
    ).toBe(M.alreadySubmitted);

    // Who may read which ratings: never another employee's, nor the appraiser's side early.
    expect((await employee.get(`${BASE}/appraiser-appraisable/${mine.id}`)).statusCode).toBe(404);
    expect((await employee.get(`${BASE}/self-appraisable/${hrs.id}`)).statusCode).toBe(404);
    expect((await employee.get(`${BASE}/appraiser-appraisable/${hrs.id}`)).statusCode).toBe(404);
    expect((await hr.get(`${BASE}/self-appraisable/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await employee.post(`${BASE}/appraiser-ratings`, { appraisal_id: mine.id, ratings: ratings(5) }))
        .statusCode,
    ).toBe(404);
    expect((await employee.get(`${BASE}/${draft.id}`)).statusCode).toBe(403);
    await hr.post(`${BASE}/appraiser-ratings`, { appraisal_id: mine.id, ratings: ratings(1, 1, 1, 1, 1) });
    const beside = dataOf<Appraisable>(await hr.get(`${BASE}/appraiser-appraisable/${mine.id}`));
    expect(beside.self_ratings.map((r) => r.score)).toEqual([4, 3, 5, 2, 4]);
    expect(beside.appraiser_ratings.map((r) => r.score)).toEqual([1, 1, 1, 1, 1]);
    expect((await selfOf()).appraiser_ratings).toEqual([]);
    expect(
      dataOf<ListPage<AppraisalSummary>>(await hr.get(`${BASE}/appraiser-appraisables`)).results.map(
        (a) => a.id,
      ),
    ).toEqual(expect.arrayContaining([mine.id]));

    const done = dataOf<Appraisable>(
      await hr.post(`${BASE}/appraiser-ratings`, {
        appraisal_id: mine.id,
        ratings: ratings(5, 4, 4, 3, 3),
        submit: true,
      }),
    );
    expect(done).toMatchObject({
      status: 'in_review',
      self_score: '59.50',
      appraiser_score: '72.50',
      final_score: '68.60',
      final_grade: 'Meets',
    });
    expect(await selfOf()).toMatchObject({
      appraiser_score: '72.50',
      final_score: '68.60',
      final_grade: 'Meets',
    });

    // The engine: the owner's inbox; nobody else decides; a rejection goes back to the appraiser.
    const inbox = dataOf<ListPage<AppraisalApproval>>(await admin.get(`${BASE}/approvals`));
    expect(inbox.results.map((r) => r.id)).toEqual([mine.id]);
    expectFieldError(
      await hr.post(`${BASE}/approve`, { appraisal_ids: [mine.id] }),
      'appraisal_ids',
      M.refusedNotWaiting,
    );
    expectFieldError(
      await admin.post(`${BASE}/approve`, { appraisal_ids: [hrs.id] }),
      'appraisal_ids',
      M.refusedNotPending,
    );
    expectFieldError(
      await admin.post(`${BASE}/reject`, { appraisal_ids: [mine.id] }),
      'reason',
      M.rejectionReasonRequired,
    );
    const rejected = await admin.post(`${BASE}/reject`, {
      appraisal_ids: [mine.id],
      reason: 'Collections were rated too high',
    });
    expect(rejected.json().message).toBe(M.rejected);
    const back = dataOf<Appraisable>(await hr.get(`${BASE}/appraiser-appraisable/${mine.id}`));
    expect(back).toMatchObject({
      status: 'rejected',
      appraiser_submitted_at: null,
      rejection_reason: 'Collections were rated too high',
      final_score: null,
    });
    expect(back.appraiser_ratings).toHaveLength(5);
    expect((await selfOf()).appraiser_ratings).toEqual([]);
    await hr.post(`${BASE}/appraiser-ratings`, {
      appraisal_id: mine.id,
      ratings: [{ kpi_id: 3, score: 2 }],
      submit: true,
    });
    // Appraiser now 100,75,25 / 50,50 → A 77.5, B 50 → 66.5; final (59.5×30 + 66.5×70) ÷ 100 = 64.40
    const approved = await admin.post(`${BASE}/approve`, { appraisal_ids: [mine.id] });
    expect(approved.json()).toMatchObject({ message: M.approved, data: { decided: 1, refused: [] } });
    expect(await selfOf()).toMatchObject({
      status: 'approved',
      appraiser_score: '66.50',
      final_score: '64.40',
      final_grade: 'Meets',
    });

    // HR ends the group: results fixed, no more ratings, kept in the history.
    expect((await admin.post(`${BASE}/end`, { appraisal_ids: [draft.id] })).json().message).toBe(M.ended);
    expect((await admin.post(`${BASE}/end`, { appraisal_ids: [draft.id] })).statusCode).toBe(409);
    expect(
      (await admin.post(`${BASE}/self-ratings`, { appraisal_id: hrs.id, ratings: ratings(3) })).statusCode,
    ).toBe(404);
    expect(
      (await hr.post(`${BASE}/self-ratings`, { appraisal_id: hrs.id, ratings: ratings(3) })).json().message,
    ).toBe(M.notOpen);
    const history = dataOf<ListPage<AppraisalGroup>>(await admin.get(`${BASE}?status=ended`)).results;
    expect(history.map((g) => g.id)).toContain(draft.id);
    expect(await selfOf()).toMatchObject({ status: 'ended', final_score: '64.40', final_grade: 'Meets' });

    const report = dataOf<AppraisalReport>(
      await admin.post(`${BASE}/reports`, { general_setting_id: setting.id, period: 'H1' }),
    );
    expect(report.employees.find((e) => e.employee_id === p.me)).toMatchObject({
      final_score: '64.40',
      final_grade: 'Meets',
      gap: '7.00',
    });
    expect(report.grade_distribution.find((g) => g.grade === 'Meets')?.count).toBe(1);
    expect(report.by_department.reduce((n, d) => n + d.appraisals, 0)).toBe(2);
    expectFieldError(
      await admin.post(`${BASE}/reports`, { general_setting_id: setting.id, period: 'Q9' }),
      'period',
      M.periodNotFound,
    );
    expect((await admin.delete(`${S}/scorecards/${card.id}`)).statusCode).toBe(409);
    expect((await admin.delete(`${S}/general/${setting.id}`)).statusCode).toBe(409);
    await admin.delete(`${GROUPS}/${panel.id}`);
  });

  it('writes the report by employee, department and branch as CSV, XLSX and PDF, in French too', async () => {
    const [admin, employee] = await Promise.all([f.as('admin'), f.as('employee')]);
    // The demo's ended cycle of seven (the cycle test above ends one of its own).
    const ended = dataOf<ListPage<AppraisalGroup>>(await admin.get(`${BASE}?status=ended`)).results.find(
      (g) => g.progress.members === 7,
    );
    const filter = { general_setting_id: ended?.general_setting_id, period: ended?.period };
    const file = await admin.post(`${BASE}/reports/download/csv`, filter);
    expect(file.json()).toMatchObject({
      message: 'Appraisal report export started successfully',
      job_id: null,
    });
    const csv = (await admin.get(`/downloads/${file.json().data}`)).body;
    expect(csv).toContain('Final grade');
    // The demo employee's ended result (68.85, Meets), as the report answers it.
    expect(csv).toMatch(/68\.85"?,"?Meets/);
    const byDepartment = await admin.post(`${BASE}/reports/download/csv`, { ...filter, view: 'departments' });
    const departments = (await admin.get(`/downloads/${byDepartment.json().data}`)).body;
    expect(departments.split('\n')[0]).toContain('Average final score');
    const fr = client(f.t, await f.token('admin'), { 'accept-language': 'fr' });
    const french = await fr.post(`${BASE}/reports/download/csv`, { ...filter, view: 'branches' });
    expect((await admin.get(`/downloads/${french.json().data}`)).body).toContain('Note finale moyenne');
    for (const format of ['xlsx', 'pdf'])
      expect((await admin.post(`${BASE}/reports/download/${format}`, filter)).statusCode).toBe(200);
    expect((await admin.post(`${BASE}/reports/download/doc`, filter)).statusCode).toBe(422);
    expect((await admin.post(`${BASE}/reports/download/csv`, { ...filter, view: 'teams' })).statusCode).toBe(
      422,
    );
    expect((await employee.post(`${BASE}/reports/download/csv`, filter)).statusCode).toBe(403);
  });

  it('reminds whoever has not submitted from three days before the due date, once', async () => {
    const admin = await f.as('admin');
    const p = await people();
    const setting = dataOf<AppraisalGeneral>(await admin.post(`${S}/general`, GENERAL(2032)), 201);
    const card = dataOf<Scorecard>(await admin.post(`${S}/scorecards`, SCORECARD), 201);
    const set = dataOf<{ id: number }>(
      await admin.post(`${S}/appraisers`, { appraiser_id: p.hr, employee_ids: [p.owner] }),
      201,
    );
    const body = {
      name: 'Quick check',
      general_setting_id: setting.id,
      period: 'H2',
      scorecard_id: card.id,
      employee_ids: [p.owner],
      due_date: day(2),
    };
    const g = dataOf<AppraisalGroup>(await admin.post(BASE, body), 201);
    await admin.post(`${BASE}/initiate`, { appraisal_ids: [g.id] });
    const mails: string[] = [];
    const mailer: Mailer = { send: async (_ctx, mail) => void mails.push(mail.to) };
    const deps = { database: f.t.database, config: f.t.config, mailer };
    const quiet = { error: () => undefined };
    expect(await remindAppraisals(deps, quiet, day(0))).toBeGreaterThanOrEqual(2);
    expect(mails).toEqual(expect.arrayContaining(['admin@demo.example', 'hr@demo.example']));
    expect(await remindAppraisals(deps, quiet, day(0))).toBe(0);
    await admin.post(`${BASE}/end`, { appraisal_ids: [g.id] });
    await admin.delete(`${S}/appraisers/${set.id}`);
  });
});
