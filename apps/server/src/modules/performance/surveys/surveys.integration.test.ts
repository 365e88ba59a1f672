import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  SURVEY_MESSAGES as M,
  type FeedbackLogEntry,
  type MyAnsweredSurvey,
  type Survey,
  type SurveyResults,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile, type Persona } from '../../../test/kit.ts';
import { client, login } from '../../../test/harness.ts';

const BASE = '/hrm/surveys';
const f = testFile();
type Page<T> = { results: T[]; total: number };
const today = new Date().toISOString().slice(0, 10);
const QUESTIONS = [
  { text: 'How supported do you feel?', type: 'rating' },
  { text: 'Preferred pattern', type: 'single', options: ['Office', 'Hybrid', 'Remote'] },
  { text: 'Useful benefits', type: 'multiple', options: ['Health', 'Transport', 'Lunch'], required: false },
  { text: 'Anything else?', type: 'text', required: false },
];
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Quarterly pulse',
  description: 'Four questions',
  starts_on: '2026-01-01',
  ends_on: '2099-12-31',
  questions: QUESTIONS,
  audience: { everyone: true },
  ...over,
});
const answers = (rating: number, pattern: string, text?: string) => [
  { question_id: 1, value: rating },
  { question_id: 2, value: pattern },
  { question_id: 3, value: ['Health'] },
  ...(text ? [{ question_id: 4, value: text }] : []),
];
const employeeIdOf = (email: string) =>
  f.inCompany('demo', async (tx) => {
    const r = await tx.execute<{ id: string }>(sql`SELECT id FROM employees WHERE email = ${email}`);
    return Number(r.rows[0]?.id);
  });
const PEOPLE: Persona[] = ['admin', 'hr', 'employee'];

describe('feedback surveys', () => {
  it('creates, reads, lists, publishes with the PUT, and fixes questions once answered', async () => {
    const admin = await f.as('admin');
    const made = dataOf<Survey>(await admin.post(BASE, body()), 201);
    expect(made).toMatchObject({
      status: 'draft',
      anonymous: false,
      answers_count: 0,
      audience: { everyone: true },
    });
    expect(made.questions.map((q) => [q.id, q.type, q.required])).toEqual([
      [1, 'rating', true],
      [2, 'single', true],
      [3, 'multiple', false],
      [4, 'text', false],
    ]);
    expect(made.questions[0]?.options).toEqual([]);
    expect(made.audience_count).toBeGreaterThan(30);
    expect(dataOf(await admin.get(`${BASE}/${made.id}`))).toEqual(made);
    const list = dataOf<Page<Survey>>(await admin.get(`${BASE}?status=draft&search_query=quarterly`));
    expect(list.results.map((s) => s.id)).toContain(made.id);

    // Employees do not see a draft.
    const employee = await f.as('employee');
    expect((await employee.get(`${BASE}/${made.id}`)).statusCode).toBe(404);
    expect(
      dataOf<Page<Survey>>(await employee.get(`${BASE}/assigned-to-me`)).results.map((s) => s.id),
    ).not.toContain(made.id);
    expect(
      (await employee.post(`${BASE}/answer`, { survey_id: made.id, answers: answers(4, 'Hybrid') }))
        .statusCode,
    ).toBe(404);

    const published = dataOf<Survey>(
      await admin.put(BASE, { ...body({ title: 'Quarterly pulse Q4' }), id: made.id, status: 'published' }),
    );
    expect(published).toMatchObject({ status: 'published', title: 'Quarterly pulse Q4' });
    expect(dataOf<Survey>(await employee.get(`${BASE}/${made.id}`)).title).toBe('Quarterly pulse Q4');
    expect(
      dataOf<Page<Survey>>(await employee.get(`${BASE}/assigned-to-me`)).results.map((s) => s.id),
    ).toContain(made.id);

    const res = await employee.post(`${BASE}/answer`, {
      survey_id: made.id,
      answers: answers(4, 'Hybrid', 'More training'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Survey answers submitted successfully');
    expect(
      (await employee.post(`${BASE}/answer`, { survey_id: made.id, answers: answers(4, 'Hybrid') })).json()
        .message,
    ).toBe(M.alreadyAnswered);
    expect(
      dataOf<Page<Survey>>(await employee.get(`${BASE}/assigned-to-me`)).results.map((s) => s.id),
    ).not.toContain(made.id);
    const mine = dataOf<Page<MyAnsweredSurvey>>(await employee.get(`${BASE}/applied-to-me`));
    expect(mine.results.find((m) => m.survey.id === made.id)?.answers).toEqual(
      answers(4, 'Hybrid', 'More training'),
    );

    const changed = await admin.put(BASE, { ...body({ questions: QUESTIONS.slice(0, 2) }), id: made.id });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(M.questionsLocked);
    expect((await admin.put(BASE, { ...body(), id: made.id, status: 'draft' })).json().message).toBe(
      M.backToDraft,
    );
    const closed = dataOf<Survey>(await admin.put(BASE, { ...body(), id: made.id, status: 'closed' }));
    expect(closed).toMatchObject({ status: 'closed', answers_count: 1 });
    const late = await (
      await f.as('hr')
    ).post(`${BASE}/answer`, { survey_id: made.id, answers: answers(3, 'Office') });
    expect(late.json().message).toBe(M.notOpen);

    expect((await admin.delete(`${BASE}/${made.id}`)).json().message).toBe(M.deleted);
    expect((await admin.get(`${BASE}/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses bad surveys and bad answers with per-field messages', async () => {
    const admin = await f.as('admin');
    expectFieldError(await admin.post(BASE, body({ title: '' })), 'title', M.titleRequired);
    expectFieldError(await admin.post(BASE, body({ ends_on: '2025-01-01' })), 'ends_on', M.endsBeforeStart);
    expectFieldError(await admin.post(BASE, body({ questions: [] })), 'questions', M.questionsRequired);
    expectFieldError(
      await admin.post(BASE, body({ questions: [{ text: 'Pick', type: 'single', options: ['A'] }] })),
      'questions.0.options',
      M.optionsRequired,
    );
    expectFieldError(
      await admin.post(BASE, body({ audience: { department_ids: [999999] } })),
      'audience.department_ids',
      M.departmentUnknown,
    );
    expect((await admin.post(BASE, body({ audience: { nobody: true } }))).statusCode).toBe(422);
    expect((await admin.put(BASE, body())).statusCode).toBe(422);
    expect((await admin.put(BASE, { ...body(), id: 999999 })).statusCode).toBe(404);

    const s = dataOf<Survey>(await admin.post(BASE, body({ status: 'published' })), 201);
    const hr = await f.as('hr');
    const bad = await hr.post(`${BASE}/answer`, {
      survey_id: s.id,
      answers: [
        { question_id: 1, value: 7 },
        { question_id: 3, value: ['Gym'] },
      ],
    });
    expectFieldError(bad, 'answers.1', M.ratingInvalid);
    expectFieldError(bad, 'answers.2', M.answerRequired);
    expectFieldError(bad, 'answers.3', M.multipleInvalid);
    expect((await hr.post(`${BASE}/answer`, { survey_id: 'x', answers: 'y' })).statusCode).toBe(422);

    // Only the audience answers; outside the dates nobody does.
    const ess = await employeeIdOf('employee@demo.example');
    const forOne = dataOf<Survey>(
      await admin.post(BASE, body({ status: 'published', audience: { employee_ids: [ess] } })),
      201,
    );
    expect(forOne.audience_count).toBe(1);
    expect(
      (await hr.post(`${BASE}/answer`, { survey_id: forOne.id, answers: answers(3, 'Office') })).statusCode,
    ).toBe(403);
    expect((await hr.get(`${BASE}/${forOne.id}`)).statusCode).toBe(404); // not hers, and she may not view feedbacks
    expect((await (await f.as('employee')).get(`${BASE}/${forOne.id}`)).statusCode).toBe(200);
    const future = dataOf<Survey>(
      await admin.post(BASE, body({ status: 'published', starts_on: '2099-01-01' })),
      201,
    );
    expect(
      (await hr.post(`${BASE}/answer`, { survey_id: future.id, answers: answers(3, 'Office') })).json()
        .message,
    ).toBe(M.notOpen);
  });

  it('holds back fewer than 3 answers and never names anyone on an anonymous survey', async () => {
    const admin = await f.as('admin');
    for (const anonymous of [false, true]) {
      const s = dataOf<Survey>(
        await admin.post(BASE, body({ anonymous, status: 'published', title: `Pulse ${anonymous}` })),
        201,
      );
      const [first, second, third] = await Promise.all(PEOPLE.map((p) => f.as(p)));
      if (!first || !second || !third) throw new Error('three sign-ins');
      for (const [i, c] of [first, second].entries())
        expect(
          (
            await c.post(`${BASE}/answer`, {
              survey_id: s.id,
              answers: answers(4 + i, 'Remote', `Note ${i}`),
            })
          ).statusCode,
        ).toBe(201);
      const held = dataOf<SurveyResults>(await admin.get(`${BASE}/get-survey-answers?id=${s.id}`));
      expect(held).toMatchObject({ responses_count: 2, held_back: true, threshold: 3 });
      expect(held.questions[0]).toMatchObject({ answered_count: 2, held_back: true, ratings: [], texts: [] });
      expect(held.respondents).toEqual(anonymous ? null : []);

      await third.post(`${BASE}/answer`, { survey_id: s.id, answers: answers(5, 'Hybrid', 'Note 2') });
      const shown = dataOf<SurveyResults>(await admin.get(`${BASE}/get-survey-answers?id=${s.id}`));
      expect(shown.held_back).toBe(false);
      expect(shown.questions[0]?.ratings.map((r) => r.count)).toEqual([0, 0, 0, 1, 2]);
      expect(shown.questions[1]?.options).toEqual([
        { option: 'Office', count: 0 },
        { option: 'Hybrid', count: 1 },
        { option: 'Remote', count: 2 },
      ]);
      expect(shown.questions[3]?.texts).toEqual(['Note 0', 'Note 1', 'Note 2']);
      const log = dataOf<Page<FeedbackLogEntry>>(await admin.get(`${BASE}/feedback-log?survey_id=${s.id}`));
      const file = await admin.post(`${BASE}/download/csv`, { id: s.id });
      expect(file.statusCode, file.body).toBe(200);
      const csv = (await admin.get(`/downloads/${file.json().data}`)).body;
      expect(csv).toContain('Remote');
      if (anonymous) {
        expect(shown.respondents).toBeNull();
        expect(log.total).toBe(0);
        expect(csv).not.toMatch(/Okafor/);
        expect(JSON.stringify(shown)).not.toMatch(/Okafor|employee_name/);
      } else {
        expect(shown.respondents?.map((r) => r.employee_name)).toContain('Adaeze Okafor');
        expect(log.total).toBe(3);
        expect(csv).toContain('Adaeze Okafor');
      }
    }
    expect((await admin.post(`${BASE}/download/xlsx`, { id: 1 })).statusCode).not.toBe(500);
  });

  it('keeps surveys to those who may see them and to their company', async () => {
    const employee = await f.as('employee');
    for (const res of [
      await employee.get(BASE),
      await employee.post(BASE, body()),
      await employee.put(BASE, { ...body(), id: 1 }),
      await employee.get(`${BASE}/get-survey-answers?id=1`),
      await employee.get(`${BASE}/feedback-log`),
    ])
      expect(res.statusCode).toBe(403);
    const acmeToken = await login(f.t, 'admin@acme.example', 'acme');
    const acme = client(f.t, acmeToken);
    const theirs = dataOf<Survey>(await acme.post(BASE, body({ status: 'published' })), 201);
    const admin = await f.as('admin');
    expect((await admin.get(`${BASE}/${theirs.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${BASE}/get-survey-answers?id=${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await employee.post(`${BASE}/answer`, { survey_id: theirs.id, answers: answers(3, 'Office') }))
        .statusCode,
    ).toBe(404);
    expect(dataOf<Page<Survey>>(await admin.get(BASE)).results.map((s) => s.id)).not.toContain(theirs.id);
  });

  it('seeds the demo with a closed survey with answers and an open anonymous one', async () => {
    const admin = await f.as('admin');
    const all = dataOf<Page<Survey>>(await admin.get(`${BASE}?per_page=100`)).results;
    const retreat = all.find((s) => s.title === 'Year-end retreat feedback');
    const pulse = all.find((s) => s.title === 'Workplace wellbeing pulse');
    expect(retreat).toMatchObject({ status: 'closed', anonymous: false, answers_count: 6 });
    expect(pulse).toMatchObject({ status: 'published', anonymous: true, answers_count: 4 });
    if (!retreat || !pulse) throw new Error('the demo surveys');
    expect(pulse.starts_on <= today && pulse.ends_on >= today).toBe(true);
    const results = dataOf<SurveyResults>(await admin.get(`${BASE}/get-survey-answers?id=${retreat.id}`));
    expect(results.questions[2]?.options.find((o) => o.option === 'Calabar')?.count).toBe(3);
    expect(results.respondents).toHaveLength(6);
    const pulseResults = dataOf<SurveyResults>(await admin.get(`${BASE}/get-survey-answers?id=${pulse.id}`));
    expect(pulseResults.respondents).toBeNull();
    expect(pulseResults.questions[2]?.held_back).toBe(true); // two texts only
  });
});
