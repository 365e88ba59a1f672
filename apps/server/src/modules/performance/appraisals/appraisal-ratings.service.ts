import {
  APPRAISAL_MESSAGES as M,
  APPRAISAL_MODULE,
  hasPermission,
  toPaging,
  type Appraisable,
  type AppraisalSummary,
  type ListPage,
  type PagingQuery,
  type RatingSide,
  type RatingsValues,
} from '@clockroom/contracts';
import type { Approvals } from '../../../platform/approvals/approvals.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict, invalidField, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { afterSubmit, ratingRefusal } from './appraisal-rules.ts';
import { kpisOf } from './appraisal-scores.ts';
import { appraisable, loadReadContext, summarize } from './appraisal-view.ts';
import * as repo from './appraisals.repository.ts';

/**
 * Self and appraiser ratings (issue 22, ADR 64). The employee reads and rates their own appraisal;
 * the appraiser theirs, with the submitted self ratings beside; HR (`view appraisals`) and an
 * approver it waits on read it too. Anyone else, another company's id included, gets a 404.
 */

export const isHr = (ctx: SignedInContext) =>
  hasPermission(ctx.user, 'view appraisals') || hasPermission(ctx.user, 'view performance appraisals');

async function summaries(
  ctx: SignedInContext,
  f: repo.MemberFilter,
  q: PagingQuery,
): Promise<ListPage<AppraisalSummary>> {
  const p = toPaging(q);
  const { rows, total } = await repo.listMembers(ctx.tx, ctx.companyId, f, p.perPage, p.offset);
  const read = await loadReadContext(ctx.tx, ctx.companyId, rows);
  return { results: rows.map((m) => summarize(read, m, ctx.user.employee.id)), total };
}

export const listMine = (ctx: SignedInContext, q: PagingQuery) =>
  summaries(ctx, { employeeId: ctx.user.employee.id }, q);
export const listToAppraise = (ctx: SignedInContext, q: PagingQuery) =>
  summaries(ctx, { appraiserId: ctx.user.employee.id }, q);

async function memberFor(ctx: SignedInContext, id: number, side: RatingSide) {
  const me = ctx.user.employee.id;
  const [m] = (await repo.listMembers(ctx.tx, ctx.companyId, { ids: [id] })).rows;
  if (!m) throw notFound(M.notFound);
  if (side === 'self' && m.employee_id === me) return m;
  if (side === 'appraiser' && (m.appraiser_id === me || isHr(ctx))) return m;
  if (side === 'appraiser' && m.employee_id !== me) {
    const waiting = await repo.listMembers(ctx.tx, ctx.companyId, { ids: [id], waitingOn: me });
    if (waiting.rows.length > 0) return m;
  }
  throw notFound(M.notFound);
}

/** GET self-appraisable/{id} (the employee) and appraiser-appraisable/{id} (appraiser, approver, HR). */
export async function getAppraisable(
  ctx: SignedInContext,
  id: number,
  side: RatingSide,
): Promise<Appraisable> {
  const m = await memberFor(ctx, id, side);
  return appraisable(await loadReadContext(ctx.tx, ctx.companyId, [m]), m, ctx.user.employee.id);
}

/**
 * One side saves its ratings (a draft adds to the last one) or submits them all; once both sides
 * are in, the appraisal goes to its approvers (module 'appraisal', for the employee).
 */
export async function saveRatings(
  ctx: SignedInContext,
  approvals: Approvals,
  side: RatingSide,
  v: RatingsValues,
): Promise<{ message: string; data: Appraisable }> {
  const me = ctx.user.employee.id;
  await repo.lockMember(ctx.tx, ctx.companyId, v.appraisal_id);
  const [m] = (await repo.listMembers(ctx.tx, ctx.companyId, { ids: [v.appraisal_id] })).rows;
  if (!m || (side === 'self' ? m.employee_id : m.appraiser_id) !== me) throw notFound(M.notFound);
  const read = await loadReadContext(ctx.tx, ctx.companyId, [m]);
  const group = read.groups.get(m.group_id);
  const card = group ? read.cards.get(group.scorecard_id) : undefined;
  if (!group || !card) throw notFound(M.notFound);
  const submitted = (side === 'self' ? m.self_submitted_at : m.appraiser_submitted_at) !== null;
  const refusal = ratingRefusal(group.stored, m.member, side, submitted);
  if (refusal) throw conflict(refusal === 'not-open' ? M.notOpen : M.alreadySubmitted);

  const kpis = new Set(kpisOf(card).map((k) => k.id));
  const seen = new Set<number>();
  v.ratings.forEach((r, i) => {
    if (!kpis.has(r.kpi_id)) throw invalidField(`ratings.${i}.kpi_id`, M.kpiNotFound);
    if (seen.has(r.kpi_id)) throw invalidField(`ratings.${i}.kpi_id`, M.kpiRepeated);
    seen.add(r.kpi_id);
    if (r.score < card.rating_scale.min || r.score > card.rating_scale.max)
      throw invalidField(`ratings.${i}.score`, M.scoreOutsideScale);
  });
  await repo.saveRatings(
    ctx.tx,
    ctx.companyId,
    m.id,
    side,
    v.ratings.map((r) => ({ kpi_id: r.kpi_id, score: r.score, comment: r.comment ?? null })),
  );
  if (v.submit) {
    const rated = new Set(
      (await repo.ratingsOf(ctx.tx, ctx.companyId, [m.id]))
        .filter((r) => r.side === side)
        .map((r) => r.kpi_id),
    );
    if ([...kpis].some((k) => !rated.has(k))) throw invalidField('ratings', M.ratingsIncomplete);
    const selfIn = side === 'self' || m.self_submitted_at !== null;
    const appraiserIn = side === 'appraiser' || m.appraiser_submitted_at !== null;
    const status = afterSubmit(selfIn, appraiserIn, m.member);
    await repo.updateMember(ctx.tx, ctx.companyId, m.id, { submitted: side, status });
    if (status === 'in_review') {
      // Rated again after a rejection: the rejected request gives way to a new one (as overtime's).
      if (m.member === 'rejected') await repo.dropApproval(ctx.tx, ctx.companyId, m.id);
      await approvals.submit(ctx, APPRAISAL_MODULE, m.id, m.employee_id);
    }
    await audit(ctx, {
      action: 'submit',
      entity: 'appraisal',
      entityId: m.id,
      description: `Submitted the ${side} ratings of the appraisal of ${m.employee_name}`,
      before: { status: m.member },
      after: { status },
    });
  }
  const [after] = (await repo.listMembers(ctx.tx, ctx.companyId, { ids: [m.id] })).rows;
  if (!after) throw notFound(M.notFound);
  const data = appraisable(await loadReadContext(ctx.tx, ctx.companyId, [after]), after, me);
  return { message: v.submit ? M.ratingsSubmitted : M.ratingsSaved, data };
}
