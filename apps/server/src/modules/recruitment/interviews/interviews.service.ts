import {
  INTERVIEW_MESSAGES as M,
  hasPermission,
  toPaging,
  type Interview,
  type InterviewListQuery,
  type InterviewScorecard,
  type InterviewScorecardValues,
  type InterviewSummary,
  type InterviewValues,
  type ListPage,
} from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, forbidden, invalidField, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import {
  applicationScope,
  applicationsFor,
  companyTimezoneOf,
} from '../applications/applications.service.ts';
import { isOpenStage } from '../applications/pipeline.ts';
import { interviewMails, type InterviewMailFacts, type InviteKind } from './interview-mail.ts';
import * as repo from './interviews.repository.ts';

const HR = 'view applicant tracking';
const publicRow = ({ sequence: _s, ...row }: repo.InterviewRow) => row;

export async function listInterviews(
  ctx: SignedInContext,
  q: InterviewListQuery,
): Promise<ListPage<InterviewSummary>> {
  const p = toPaging(q);
  const { condition } = await applicationScope(ctx);
  const filter = {
    applicationId: q.application_id ?? undefined,
    search: p.search,
    from: q.from,
    to: q.to,
    timezone: await companyTimezoneOf(ctx),
    scope: condition,
  };
  const { results: rows, total } = await repo.listInterviews(
    ctx.tx,
    ctx.companyId,
    filter,
    p.perPage,
    p.offset,
  );
  const panel = await repo.interviewersOf(
    ctx.tx,
    ctx.companyId,
    rows.map((r) => r.id),
  );
  const results = rows.map((r) => ({
    ...publicRow(r),
    interviewers: panel.filter((x) => x.interview_id === r.id).map((x) => ({ id: x.id, name: x.name })),
  }));
  return { results, total };
}

/** An interview for HR in scope, or for one of its interviewers; anyone else gets 404. */
async function visibleInterview(ctx: SignedInContext, id: number, lock = false) {
  const hr = hasPermission(ctx.user, HR);
  const { condition } = hr ? await applicationScope(ctx) : { condition: undefined };
  const row = await repo.findInterview(ctx.tx, ctx.companyId, id, condition ?? repo.noScope(), lock);
  if (!row) throw notFound(M.notFound);
  const panel = await repo.interviewersOf(ctx.tx, ctx.companyId, [id]);
  const mine = panel.some((x) => x.id === ctx.user.employee.id);
  if (!hr && !mine) throw notFound(M.notFound);
  return { row, panel, hr, mine };
}

export async function getInterview(ctx: SignedInContext, id: number): Promise<Interview> {
  const { row, panel, hr } = await visibleInterview(ctx, id);
  // An interviewer without HR's view sees their own scorecard only, so no one is swayed by another's.
  const scorecards = await repo.scorecardsOf(
    ctx.tx,
    ctx.companyId,
    id,
    hr ? undefined : ctx.user.employee.id,
  );
  return {
    ...publicRow(row),
    interviewers: panel.map((x) => ({ id: x.id, name: x.name })),
    interviewer_ids: panel.map((x) => x.id),
    scorecards,
  };
}

async function checkValues(ctx: SignedInContext, v: InterviewValues) {
  const [application] = await applicationsFor(ctx, [v.application_id]);
  if (!application) throw invalidField('application_id', M.applicationNotFound);
  if (!isOpenStage(application.status)) throw invalidField('application_id', M.applicationClosed);
  const ids = [...new Set(v.interviewer_ids)];
  if ((await repo.existingEmployees(ctx.tx, ctx.companyId, ids)).length !== ids.length)
    throw invalidField('interviewer_ids', M.interviewerNotFound);
  return { application, ids };
}

async function mailPanel(
  ctx: SignedInContext,
  deps: AppDeps,
  interview: Interview,
  kind: InviteKind,
  sequence: number,
) {
  const [application] = await applicationsFor(ctx, [interview.application_id], false);
  if (!application) return;
  const panel = await repo.interviewersOf(ctx.tx, ctx.companyId, [interview.id]);
  await sendInvites(ctx, deps, interview, {
    kind,
    sequence,
    candidate: {
      name: `${application.first_name} ${application.last_name}`.trim(),
      email: application.email || null,
    },
    interviewers: panel,
  });
}

/**
 * The calendar mails of one interview, from the signed-in organiser in the company's language: one
 * uid per interview, so each mail updates or cancels the same event in the recipients' calendars.
 */
async function sendInvites(
  ctx: SignedInContext,
  deps: AppDeps,
  interview: Interview,
  to: Pick<InterviewMailFacts, 'kind' | 'sequence' | 'candidate' | 'interviewers'>,
) {
  const company = ctx.user.employee.company;
  const mails = interviewMails(
    {
      ...to,
      uid: `interview-${interview.id}-company-${ctx.companyId}@clockroom`,
      startsAt: new Date(interview.starts_at),
      durationMinutes: interview.duration_minutes,
      timezone: await companyTimezoneOf(ctx),
      location: interview.location,
      link: interview.link,
      title: interview.job_posting_title,
      company: company.company_name,
      organizer: { name: `${ctx.user.first_name} ${ctx.user.last_name}`, email: ctx.user.email },
      appLink: deps.config.appUrl,
    },
    company.language === 'fr' ? 'fr' : 'en',
  );
  for (const m of mails) await deps.mailer.send(ctx, m);
}

export async function createInterview(
  ctx: SignedInContext,
  deps: AppDeps,
  v: InterviewValues,
): Promise<Interview> {
  const { application, ids } = await checkValues(ctx, v);
  const id = await repo.insertInterview(ctx.tx, ctx.companyId, v, ctx.user.id);
  await repo.setInterviewers(ctx.tx, ctx.companyId, id, ids);
  const interview = await getInterview(ctx, id);
  await mailPanel(ctx, deps, interview, 'invite', 0);
  await audit(ctx, {
    action: 'create',
    entity: 'interview',
    entityId: id,
    description: `Scheduled an interview of job application ${application.id} for ${interview.starts_at}`,
    after: v,
  });
  return interview;
}

export async function updateInterview(
  ctx: SignedInContext,
  deps: AppDeps,
  id: number,
  v: InterviewValues,
): Promise<Interview> {
  const { row: before } = await visibleInterview(ctx, id, true);
  if (before.application_id !== v.application_id) throw invalidField('application_id', M.applicationNotFound);
  const { ids } = await checkValues(ctx, v);
  const removed = (await repo.interviewersOf(ctx.tx, ctx.companyId, [id])).filter((x) => !ids.includes(x.id));
  await repo.updateInterview(ctx.tx, ctx.companyId, id, v);
  await repo.setInterviewers(ctx.tx, ctx.companyId, id, ids);
  const interview = await getInterview(ctx, id);
  await mailPanel(ctx, deps, interview, 'update', before.sequence + 1);
  // An interviewer taken off the panel gets the cancellation of their copy.
  if (removed.length > 0) await mailRemoved(ctx, deps, interview, removed, before.sequence + 1);
  await audit(ctx, {
    action: 'update',
    entity: 'interview',
    entityId: id,
    description: `Updated the interview of job application ${v.application_id}`,
    before: {
      starts_at: before.starts_at,
      duration_minutes: before.duration_minutes,
      location: before.location,
      link: before.link,
    },
    after: v,
  });
  return interview;
}

async function mailRemoved(
  ctx: SignedInContext,
  deps: AppDeps,
  interview: Interview,
  removed: repo.Person[],
  sequence: number,
) {
  const candidate = { name: interview.candidate_name, email: null };
  await sendInvites(ctx, deps, interview, { kind: 'cancel', sequence, candidate, interviewers: removed });
}

export async function deleteInterview(ctx: SignedInContext, deps: AppDeps, id: number): Promise<void> {
  const { row } = await visibleInterview(ctx, id, true);
  const interview = await getInterview(ctx, id);
  await mailPanel(ctx, deps, interview, 'cancel', row.sequence + 1);
  await repo.deleteInterview(ctx.tx, ctx.companyId, id);
  await audit(ctx, {
    action: 'delete',
    entity: 'interview',
    entityId: id,
    description: `Cancelled the interview of job application ${row.application_id} at ${row.starts_at}`,
  });
}

/** The signed-in interviewer's own scorecard; HR who is not on the panel is refused (403). */
export async function saveScorecard(
  ctx: SignedInContext,
  id: number,
  v: InterviewScorecardValues,
): Promise<InterviewScorecard> {
  const { mine } = await visibleInterview(ctx, id, true);
  if (!mine) throw forbidden(M.notAnInterviewer);
  await repo.upsertScorecard(ctx.tx, ctx.companyId, id, ctx.user.employee.id, v);
  const [card] = await repo.scorecardsOf(ctx.tx, ctx.companyId, id, ctx.user.employee.id);
  if (!card) throw new AppError(500, M.notFound);
  await audit(ctx, {
    action: 'scorecard',
    entity: 'interview',
    entityId: id,
    description: `Saved a scorecard (${v.recommendation}) for interview ${id}`,
    after: v,
  });
  return card;
}
