import {
  POSTING_MESSAGES as M,
  toPaging,
  type JobPosting,
  type JobPostingListQuery,
  type JobPostingValues,
  type ListPage,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import { conflict, invalidField } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import {
  giveToRecruiter,
  recruiterScope,
  type RecruiterScope,
} from '../recruiters/recruiter-scope.service.ts';
import { closingDateOnPublish } from './posting-rules.ts';
import { defaultSetting } from './posting-settings.service.ts';
import * as repo from './postings.repository.ts';

/** Job postings (issue 24, ADR 66): from an approved request or standalone; published and unpublished. */

const today = async (ctx: SignedInContext) => (await companyToday(ctx.tx, ctx.companyId)).today;
const scopeOf = (ctx: SignedInContext) => recruiterScope(ctx.tx, ctx.companyId, ctx.user.employee.id);

export async function listPostings(
  ctx: SignedInContext,
  q: JobPostingListQuery,
): Promise<ListPage<JobPosting>> {
  const p = toPaging(q);
  const scope = await scopeOf(ctx);
  return repo.listPostings(
    ctx.tx,
    ctx.companyId,
    { today: await today(ctx), query: { ...q, search: p.search }, scope },
    p.perPage,
    p.offset,
  );
}

/** The posting, or its 404 (another company's id, or one outside a recruiter's scope). */
export async function getPosting(ctx: SignedInContext, id: number): Promise<JobPosting> {
  return orNotFound(
    await repo.findPosting(ctx.tx, ctx.companyId, await today(ctx), id, await scopeOf(ctx)),
    M.notFound,
  );
}

const posting: AuditedResource<JobPosting> = {
  entity: 'job posting',
  name: (p) => p.title,
  find: getPosting,
};

/**
 * A new or changed request must be an approved one the recruiter may see; a posting keeping its
 * request may keep it once filled. The boards must be the company's.
 */
async function checkReferences(
  ctx: SignedInContext,
  scope: RecruiterScope,
  v: JobPostingValues,
  keptRequest: number | null,
) {
  const requestId = v.job_request_id ?? null;
  if (requestId !== null) {
    const status = await repo.requestStatus(ctx.tx, ctx.companyId, requestId);
    if (status === null || (scope && !scope.jobRequestIds.includes(requestId) && requestId !== keptRequest))
      throw invalidField('job_request_id', M.jobRequestNotFound);
    const allowed = requestId === keptRequest ? ['approved', 'filled'] : ['approved'];
    if (!allowed.includes(status)) throw invalidField('job_request_id', M.jobRequestNotApproved);
  }
  if ((await repo.missingBoards(ctx.tx, ctx.companyId, v.job_board_ids ?? [])).length > 0)
    throw invalidField('job_board_ids', M.jobBoardNotFound);
}

/** Created as a draft; without `questions`, the default posting setting's questions. */
export async function createPosting(ctx: SignedInContext, v: JobPostingValues): Promise<JobPosting> {
  const scope = await scopeOf(ctx);
  await checkReferences(ctx, scope, v, null);
  const questions = v.questions ?? (await defaultSetting(ctx))?.questions ?? [];
  return auditedCreate(ctx, posting, async () => {
    const id = await repo.insertPosting(ctx.tx, ctx.companyId, v, ctx.user.id);
    await repo.writeQuestions(ctx.tx, ctx.companyId, id, questions);
    await repo.writeBoards(ctx.tx, ctx.companyId, id, v.job_board_ids ?? []);
    await giveToRecruiter(ctx.tx, ctx.companyId, scope, id);
    return id;
  });
}

/** The whole posting; absent `questions` or `job_board_ids` keep the posting's. */
export async function updatePosting(
  ctx: SignedInContext,
  id: number,
  v: JobPostingValues,
): Promise<JobPosting> {
  await repo.lockPosting(ctx.tx, ctx.companyId, id);
  const scope = await scopeOf(ctx);
  return auditedUpdate(ctx, posting, id, async (before) => {
    await checkReferences(ctx, scope, v, before.job_request_id);
    await repo.updatePosting(ctx.tx, ctx.companyId, id, v);
    if (v.questions) await repo.writeQuestions(ctx.tx, ctx.companyId, id, v.questions);
    if (v.job_board_ids) await repo.writeBoards(ctx.tx, ctx.companyId, id, v.job_board_ids);
  });
}

const isForeignKeyViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23503' || err?.cause?.code === '23503';
};

/** Not while published (unpublish first), nor once candidates applied to it (409). */
export async function deletePosting(ctx: SignedInContext, id: number): Promise<void> {
  await repo.lockPosting(ctx.tx, ctx.companyId, id);
  await auditedDelete(ctx, posting, id, async (before) => {
    if (before.status === 'published') throw conflict(M.deletePublished);
    try {
      await repo.deletePosting(ctx.tx, ctx.companyId, id);
    } catch (e) {
      if (isForeignKeyViolation(e)) throw conflict(M.hasApplications);
      throw e;
    }
  });
}

async function changeState(
  ctx: SignedInContext,
  id: number,
  action: 'publish' | 'unpublish',
  write: (before: JobPosting) => Promise<void>,
) {
  await repo.lockPosting(ctx.tx, ctx.companyId, id);
  const before = await getPosting(ctx, id);
  await write(before);
  const after = await getPosting(ctx, id);
  await audit(ctx, {
    action,
    entity: 'job posting',
    entityId: id,
    description: `${action === 'publish' ? 'Published' : 'Unpublished'} job posting ${after.title}`,
    before: { status: before.status, closing_date: before.closing_date },
    after: { status: after.status, closing_date: after.closing_date },
  });
  return after;
}

/**
 * Opens it on the careers page. Without a closing date it takes today plus the default setting's
 * closing days (if any); a closing date already past is a 422; a filled request's posting is a 409.
 */
export function publishPosting(ctx: SignedInContext, id: number): Promise<JobPosting> {
  return changeState(ctx, id, 'publish', async (before) => {
    if (before.status === 'published') throw conflict(M.alreadyPublished);
    if (
      before.job_request_id !== null &&
      (await repo.requestStatus(ctx.tx, ctx.companyId, before.job_request_id)) === 'filled'
    )
      throw conflict(M.jobRequestFilled);
    const days = (await defaultSetting(ctx))?.closing_days ?? null;
    const closing = closingDateOnPublish(before.closing_date, days, await today(ctx));
    if ('refused' in closing) throw invalidField('closing_date', M.closingDatePassed);
    await repo.setPublished(ctx.tx, ctx.companyId, id, closing.closingDate);
  });
}

/** Back to a draft: off the careers page; its candidates stay. */
export function unpublishPosting(ctx: SignedInContext, id: number): Promise<JobPosting> {
  return changeState(ctx, id, 'unpublish', async (before) => {
    if (before.status === 'draft') throw conflict(M.notPublished);
    await repo.setDraft(ctx.tx, ctx.companyId, id);
  });
}
