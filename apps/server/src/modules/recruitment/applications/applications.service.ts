import type { FastifyRequest } from 'fastify';
import {
  APPLICATION_MESSAGES as M,
  adminApplicationSchema,
  toPaging,
  type Application,
  type ApplicationListQuery,
  type ApplicationSummary,
  type ListPage,
  type UpdateStatusValues,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import type { FileContent } from '../../../platform/files/files.service.ts';
import { postingById, recruiterScope } from '../postings/for-candidates.service.ts';
import { readApplicationForm } from './application-form.ts';
import { checkAnswers, checkFields, formProblems, storeApplication } from './intake.ts';
import { canErase, checkTransition } from './pipeline.ts';
import * as repo from './applications.repository.ts';

const nameOf = (ctx: SignedInContext) => `${ctx.user.first_name} ${ctx.user.last_name}`;

/** The caller's limit on postings as SQL over `a.job_posting_id` (recruiter settings, ADR 66). */
export async function applicationScope(ctx: SignedInContext) {
  const scope = await recruiterScope(ctx.tx, ctx.companyId, ctx.user.employee.id);
  return { scope, condition: repo.applicationScopeSql(scope) };
}

export async function listApplications(
  ctx: SignedInContext,
  q: ApplicationListQuery,
): Promise<ListPage<ApplicationSummary>> {
  const p = toPaging(q);
  const { condition } = await applicationScope(ctx);
  return repo.listApplications(
    ctx.tx,
    ctx.companyId,
    {
      status: q.status,
      postingId: q.extras?.job_posting_id,
      search: q.extras?.search_query || p.search,
      from: q.extras?.from,
      to: q.extras?.to,
      scope: condition,
      timezone: await repo.companyTimezone(ctx.tx, ctx.companyId),
    },
    p.perPage,
    p.offset,
  );
}

/** The company's time zone, for date filters and mails (the company's own days). */
export const companyTimezoneOf = (ctx: SignedInContext) => repo.companyTimezone(ctx.tx, ctx.companyId);

/** Applications by id, within the caller's recruiter scope unless `scoped` is false (a mail's read-back). */
export async function applicationsFor(
  ctx: SignedInContext,
  ids: number[],
  scoped = true,
): Promise<repo.ApplicationRow[]> {
  const condition = scoped ? (await applicationScope(ctx)).condition : repo.applicationScopeSql(null);
  return repo.findApplications(ctx.tx, ctx.companyId, ids, condition);
}

/** The hire's move (create-profile): hired, with the employee it became and a history entry. */
export async function markHired(ctx: SignedInContext, id: number, employeeId: number): Promise<void> {
  const entry = { status: 'hired' as const, note: null, by: nameOf(ctx), at: new Date().toISOString() };
  await repo.setStatus(ctx.tx, ctx.companyId, id, 'hired', entry, employeeId);
}

/** One application in the caller's scope, or 404 (another company's id too, by RLS and the filter). */
export async function findApplication(
  ctx: SignedInContext,
  id: number,
  lock = false,
): Promise<repo.ApplicationRow> {
  const { condition } = await applicationScope(ctx);
  const [row] = await repo.findApplications(ctx.tx, ctx.companyId, [id], condition, lock);
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function getApplication(ctx: SignedInContext, id: number): Promise<Application> {
  const row = await findApplication(ctx, id);
  const { cv_file_id: _f, cv, ...rest } = row;
  return {
    ...rest,
    cv: cv ? { file_name: cv.file_name, mime_type: cv.mime_type, size_bytes: cv.size_bytes } : null,
    interviews: await repo.interviewsOf(ctx.tx, ctx.companyId, id),
  };
}

/** POST by an admin: a candidate added by hand, the CV optional, the posting any of the company's. */
export async function createApplication(
  ctx: SignedInContext,
  deps: AppDeps,
  request: FastifyRequest,
): Promise<Application> {
  const form = await readApplicationForm(request);
  const { values, errors } = checkFields(adminApplicationSchema, form.fields);
  const { scope } = await applicationScope(ctx);
  const posting = values ? await postingById(ctx.tx, ctx.companyId, values.job_posting_id) : null;
  const visible = posting && (scope === null || scope.jobPostingIds.includes(posting.id));
  if (values && !visible) errors.push({ field: 'job_posting_id', message: M.postingNotFound });
  const answers = visible ? checkAnswers(posting, form.answers, false) : { answers: [], errors: [] };
  const problems = formProblems(form, [...errors, ...answers.errors], false);
  const [first] = problems;
  if (first || !values || !posting) throw new AppError(422, first?.message ?? M.postingRequired, problems);
  const id = await storeApplication(ctx, deps, {
    postingId: posting.id,
    fields: values,
    answers: answers.answers,
    cv: form.cv,
    source: values.source,
    by: { userId: ctx.user.id, name: nameOf(ctx) },
  });
  await audit(ctx, {
    action: 'create',
    entity: 'job-application',
    entityId: id,
    description: `Added ${values.first_name} ${values.last_name} as a candidate for ${posting.title}`,
  });
  return getApplication(ctx, id);
}

/** PUT /update-status: every application moves or none does; each move adds a history entry. */
export async function updateStatus(
  ctx: SignedInContext,
  v: UpdateStatusValues,
): Promise<ApplicationSummary[]> {
  const ids = [...new Set(v.application_ids)];
  const { condition } = await applicationScope(ctx);
  const rows = await repo.findApplications(ctx.tx, ctx.companyId, ids, condition, true);
  if (rows.length !== ids.length)
    throw new AppError(404, M.notFound, [{ field: 'application_ids', message: M.notFound }]);
  for (const row of rows) {
    const check = checkTransition(row.status, v.status);
    if (!check.ok) {
      const message =
        check.reason === 'hire-through-profile'
          ? M.hiredThroughProfile
          : M.transitionRefused(row.status, v.status);
      throw new AppError(422, message, [{ field: 'status', message }]);
    }
    if (row.erased && v.status !== row.status && !['rejected', 'withdrawn'].includes(v.status))
      throw new AppError(422, M.erasedCandidate, [{ field: 'application_ids', message: M.erasedCandidate }]);
  }
  const at = new Date().toISOString();
  for (const row of rows) {
    if (row.status === v.status) continue;
    await repo.setStatus(ctx.tx, ctx.companyId, row.id, v.status, {
      status: v.status,
      note: v.note ?? null,
      by: nameOf(ctx),
      at,
    });
    await audit(ctx, {
      action: 'update-status',
      entity: 'job-application',
      entityId: row.id,
      description: `Moved job application ${row.id} from ${row.status} to ${v.status}`,
      before: { status: row.status },
      after: { status: v.status, note: v.note ?? null },
    });
  }
  return (await repo.findApplications(ctx.tx, ctx.companyId, ids, condition)).map(
    ({
      cover_letter: _c,
      answers: _a,
      history: _h,
      notes: _n,
      cv_file_id: _f,
      cv: _cv,
      hired_at: _ha,
      employee: _e,
      ...s
    }) => s,
  );
}

export async function addNote(ctx: SignedInContext, id: number, note: string): Promise<Application> {
  const row = await findApplication(ctx, id, true);
  if (row.erased) throw new AppError(422, M.erasedCandidate, [{ field: 'note', message: M.erasedCandidate }]);
  await repo.addNote(ctx.tx, ctx.companyId, id, { note, by: nameOf(ctx), at: new Date().toISOString() });
  await audit(ctx, {
    action: 'add-note',
    entity: 'job-application',
    entityId: id,
    description: `Added a note to job application ${id}`,
  });
  return getApplication(ctx, id);
}

/** A rejected or withdrawn candidate's personal data, erased on request; the counts keep the row. */
export async function eraseApplication(
  ctx: SignedInContext,
  deps: AppDeps,
  id: number,
): Promise<Application> {
  const row = await findApplication(ctx, id, true);
  if (row.erased) throw new AppError(409, M.alreadyErased);
  if (!canErase(row.status))
    throw new AppError(422, M.eraseOnlyRejected, [{ field: 'status', message: M.eraseOnlyRejected }]);
  await repo.eraseApplication(ctx.tx, ctx.companyId, id);
  if (row.cv_file_id !== null) await removeCv(ctx, deps, row.cv_file_id, row.cv?.storage_key ?? null);
  // The audit row names no one: what was erased must not survive in the log.
  await audit(ctx, {
    action: 'erase',
    entity: 'job-application',
    entityId: id,
    description: `Erased the personal data of job application ${id}`,
  });
  return getApplication(ctx, id);
}

export async function deleteApplication(ctx: SignedInContext, deps: AppDeps, id: number): Promise<void> {
  const row = await findApplication(ctx, id, true);
  if (row.status === 'hired') throw new AppError(409, M.deleteHired);
  await repo.deleteApplication(ctx.tx, ctx.companyId, id);
  if (row.cv_file_id !== null) await removeCv(ctx, deps, row.cv_file_id, row.cv?.storage_key ?? null);
  await audit(ctx, {
    action: 'delete',
    entity: 'job-application',
    entityId: id,
    description: row.erased
      ? `Deleted job application ${id}`
      : `Deleted the job application of ${row.first_name} ${row.last_name}`,
  });
}

/** The row goes in the transaction; the bytes only once it has committed. */
async function removeCv(ctx: SignedInContext, deps: AppDeps, fileId: number, key: string | null) {
  await repo.deleteFileRow(ctx.tx, ctx.companyId, fileId);
  if (key) ctx.afterCommit(() => deps.files.remove(key));
}

/** GET /{id}/cv: the bytes, to those who may see the application only. */
export async function cvFile(ctx: SignedInContext, deps: AppDeps, id: number): Promise<FileContent> {
  const row = await findApplication(ctx, id);
  if (!row.cv) throw notFound(M.cvNotFound);
  return {
    bytes: await deps.files.read(row.cv.storage_key),
    mimeType: row.cv.mime_type,
    originalName: row.cv.file_name,
  };
}
