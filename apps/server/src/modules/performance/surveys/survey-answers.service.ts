import {
  SURVEY_MESSAGES as M,
  SURVEY_RESULT_THRESHOLD,
  checkSurveyAnswers,
  toPaging,
  type FeedbackLogEntry,
  type FeedbackLogQuery,
  type ListPage,
  type MyAnsweredSurvey,
  type Survey,
  type SurveyAnswerValues,
  type SurveyResults,
} from '@clockroom/contracts';
import type { ActingContext, SignedInContext } from '../../../platform/http/context.ts';
import { AppError, conflict, forbidden, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import * as repo from './surveys.repository.ts';
import { findSurvey, toSurveys } from './surveys.service.ts';
import { tallySurvey } from './survey-tally.ts';

/** Answering, my lists, the results and the feedback log (issue 23, ADR 60). */

/** The company's calendar day now (yyyy-MM-dd), the day a survey's dates are read in. */
export function companyToday(ctx: SignedInContext): string {
  const timeZone = ctx.user.employee.company.timezone || 'Africa/Lagos';
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

export async function assignedToMe(ctx: SignedInContext): Promise<ListPage<Survey>> {
  const rows = await repo.assignedTo(ctx.tx, ctx.companyId, ctx.user.employee.id, companyToday(ctx));
  return { results: await toSurveys(ctx, rows), total: rows.length };
}

export async function appliedToMe(ctx: SignedInContext): Promise<ListPage<MyAnsweredSurvey>> {
  const mine = await repo.responsesBy(ctx.tx, ctx.companyId, ctx.user.employee.id);
  const results: MyAnsweredSurvey[] = [];
  for (const r of mine) {
    const row = await repo.findSurvey(ctx.tx, ctx.companyId, r.survey_id);
    if (!row) continue;
    const [survey] = await toSurveys(ctx, [row]);
    if (survey) results.push({ survey, submitted_at: r.submitted_at.toISOString(), answers: r.answers });
  }
  return { results, total: results.length };
}

/** POST /hrm/surveys/answer: once per employee and survey, while published and between its dates. */
export async function answerSurvey(ctx: SignedInContext, v: SurveyAnswerValues): Promise<void> {
  const me = ctx.user.employee.id;
  const survey = await repo.findSurvey(ctx.tx, ctx.companyId, v.survey_id, true);
  if (!survey || survey.status === 'draft') throw notFound(M.notFound);
  if (!(await repo.isInAudience(ctx.tx, ctx.companyId, survey.id, me))) throw forbidden(M.notForYou);
  const today = companyToday(ctx);
  if (survey.status !== 'published' || today < survey.starts_on || today > survey.ends_on)
    throw conflict(M.notOpen);
  const { answers, errors } = checkSurveyAnswers(survey.questions, v.answers);
  if (errors.length) throw new AppError(422, M.answersInvalid, errors);
  if (!(await repo.insertResponse(ctx.tx, ctx.companyId, survey.id, me, answers)))
    throw conflict(M.alreadyAnswered);
  await audit(ctx, {
    action: 'answer',
    entity: 'survey',
    entityId: survey.id,
    // An anonymous survey's audit row says an answer came, never what it was.
    description: `Answered survey ${survey.title}`,
    after: survey.anonymous ? null : { answers },
  });
}

/** GET /hrm/surveys/get-survey-answers: totals; who answered what unless anonymous; under 3 held back. */
export async function surveyResults(ctx: ActingContext, id: number): Promise<SurveyResults> {
  const survey = await findSurvey(ctx, id);
  const responses = await repo.responsesOf(ctx.tx, ctx.companyId, id);
  const tally = tallySurvey(survey.questions, responses);
  const counts = await repo.audienceCounts(ctx.tx, ctx.companyId, [id]);
  return {
    survey_id: survey.id,
    title: survey.title,
    anonymous: survey.anonymous,
    status: survey.status,
    responses_count: responses.length,
    audience_count: counts.get(id) ?? 0,
    threshold: SURVEY_RESULT_THRESHOLD,
    held_back: tally.held_back,
    questions: tally.questions,
    respondents: survey.anonymous
      ? null
      : tally.held_back
        ? []
        : responses.map((r) => ({
            employee_id: r.employee_id,
            employee_name: r.employee_name,
            submitted_at: r.submitted_at.toISOString(),
            answers: r.answers,
          })),
  };
}

export async function feedbackLog(
  ctx: SignedInContext,
  q: FeedbackLogQuery,
): Promise<ListPage<FeedbackLogEntry>> {
  const p = toPaging(q);
  const { rows, total } = await repo.feedbackLog(
    ctx.tx,
    ctx.companyId,
    { search: p.search, surveyId: q.survey_id ?? undefined },
    p.perPage,
    p.offset,
  );
  return {
    results: rows.map((r) => ({
      id: r.id,
      survey_id: r.survey_id,
      survey_title: r.survey_title,
      employee_id: r.employee_id,
      employee_name: r.employee_name,
      submitted_at: r.submitted_at.toISOString(),
    })),
    total,
  };
}
