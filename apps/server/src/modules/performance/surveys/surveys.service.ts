import {
  SURVEY_MESSAGES as M,
  hasPermission,
  toPaging,
  type ListPage,
  type Survey,
  type SurveyListQuery,
  type SurveyQuestion,
  type SurveyValues,
  type SurveyUpdateValues,
} from '@clockroom/contracts';
import type { ActingContext, SignedInContext } from '../../../platform/http/context.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import { conflict, invalidField, notFound } from '../../../platform/http/errors.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import * as repo from './surveys.repository.ts';

/** Surveys as admins build them (issue 23, ADR 60): create, edit, publish and close with the PUT, delete. */

export async function toSurveys(ctx: ActingContext, rows: repo.SurveyRow[]): Promise<Survey[]> {
  const counts = await repo.audienceCounts(
    ctx.tx,
    ctx.companyId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    audience_count: counts.get(r.id) ?? 0,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }));
}

export async function listSurveys(ctx: SignedInContext, q: SurveyListQuery): Promise<ListPage<Survey>> {
  const p = toPaging(q);
  const { rows, total } = await repo.listSurveys(
    ctx.tx,
    ctx.companyId,
    { search: p.search, status: q.status },
    p.perPage,
    p.offset,
  );
  return { results: await toSurveys(ctx, rows), total };
}

/** The company's survey, or its 404 (another company's id included). */
export async function findSurvey(ctx: ActingContext, id: number, lock = false): Promise<repo.SurveyRow> {
  return orNotFound(await repo.findSurvey(ctx.tx, ctx.companyId, id, lock), M.notFound);
}

export async function getSurvey(ctx: SignedInContext, id: number): Promise<Survey> {
  const [survey] = await toSurveys(ctx, [await findSurvey(ctx, id)]);
  if (!survey) throw notFound(M.notFound);
  return survey;
}

/**
 * GET /hrm/surveys/{id}: any survey to whoever may view feedbacks; to anyone else only a published
 * or closed survey whose audience includes them (a 404 otherwise, so drafts stay unseen).
 */
export async function readSurvey(ctx: SignedInContext, id: number): Promise<Survey> {
  if (hasPermission(ctx.user, 'view feedbacks')) return getSurvey(ctx, id);
  const row = await repo.findSurvey(ctx.tx, ctx.companyId, id);
  if (
    !row ||
    row.status === 'draft' ||
    !(await repo.isInAudience(ctx.tx, ctx.companyId, id, ctx.user.employee.id))
  )
    throw notFound(M.notFound);
  return getSurvey(ctx, id);
}

const resource: AuditedResource<Survey> = { entity: 'survey', name: (s) => s.title, find: getSurvey };

async function checkAudience(ctx: SignedInContext, v: SurveyValues): Promise<void> {
  const a = v.audience;
  if (
    'department_ids' in a &&
    (await repo.unknownIds(ctx.tx, ctx.companyId, 'departments', a.department_ids)).length
  )
    throw invalidField('audience.department_ids', M.departmentUnknown);
  if (
    'employee_ids' in a &&
    (await repo.unknownIds(ctx.tx, ctx.companyId, 'employees', a.employee_ids)).length
  )
    throw invalidField('audience.employee_ids', M.employeeUnknown);
}

const numbered = (questions: SurveyValues['questions']): SurveyQuestion[] =>
  questions.map((q, i) => ({
    id: i + 1,
    text: q.text,
    type: q.type,
    options: q.options,
    required: q.required,
  }));

const audienceOf = (a: SurveyValues['audience']): SurveyValues['audience'] =>
  'everyone' in a
    ? { everyone: true }
    : 'department_ids' in a
      ? { department_ids: [...new Set(a.department_ids)] }
      : { employee_ids: [...new Set(a.employee_ids)] };

const write = (
  v: SurveyValues,
  questions: SurveyQuestion[],
  status: repo.SurveyWrite['status'],
): repo.SurveyWrite => ({
  title: v.title,
  description: v.description ?? null,
  anonymous: v.anonymous,
  starts_on: v.starts_on,
  ends_on: v.ends_on,
  status,
  questions,
  audience: audienceOf(v.audience),
});

export async function createSurvey(ctx: SignedInContext, v: SurveyValues): Promise<Survey> {
  await checkAudience(ctx, v);
  return auditedCreate(ctx, resource, () =>
    repo.insertSurvey(ctx.tx, ctx.companyId, write(v, numbered(v.questions), v.status ?? 'draft')),
  );
}

const sameQuestion = (a: SurveyQuestion, b: SurveyQuestion) =>
  a.text === b.text &&
  a.type === b.type &&
  a.required === b.required &&
  a.options.join('\u0000') === b.options.join('\u0000');

/** PUT /hrm/surveys: once anyone answered, the questions are fixed and the survey stays out of draft. */
export async function updateSurvey(ctx: SignedInContext, v: SurveyUpdateValues): Promise<Survey> {
  const before = await findSurvey(ctx, v.id, true);
  await checkAudience(ctx, v);
  const status = v.status ?? before.status;
  let questions = numbered(v.questions);
  if (before.answers_count > 0) {
    const same =
      questions.length === before.questions.length &&
      questions.every((q, i) => {
        const old = before.questions[i];
        return old !== undefined && sameQuestion(q, old);
      });
    if (!same) throw conflict(M.questionsLocked);
    if (status === 'draft') throw conflict(M.backToDraft);
    questions = before.questions;
  }
  return auditedUpdate(ctx, resource, v.id, () =>
    repo.updateSurvey(ctx.tx, ctx.companyId, v.id, write(v, questions, status)),
  );
}

export async function deleteSurvey(ctx: SignedInContext, id: number): Promise<void> {
  await findSurvey(ctx, id, true);
  await auditedDelete(ctx, resource, id, () => repo.deleteSurvey(ctx.tx, ctx.companyId, id));
}
