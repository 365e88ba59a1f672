import {
  JOB_REQUEST_MODULE as MODULE,
  REQUISITION_MESSAGES as M,
  toPaging,
  type JobRequest,
  type JobRequestApproval,
  type JobRequestListQuery,
  type JobRequestValues,
  type ListPage,
  type PagingQuery,
} from '@clockroom/contracts';
import type { Approvals } from '../../../platform/approvals/approvals.ts';
import { withWaitingLevels } from '../../../platform/approvals/inbox.ts';
import { reasonKeepingDecisions } from '../../../platform/approvals/kept-reasons.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import { conflict, invalidField } from '../../../platform/http/errors.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import { recruiterScope } from '../recruiters/recruiter-scope.service.ts';
import * as repo from './job-requests.repository.ts';

/** Talent requisitions (issue 24, ADR 66): raised, approved through the engine, filled by hires. */

const scopeOf = (ctx: SignedInContext) => recruiterScope(ctx.tx, ctx.companyId, ctx.user.employee.id);

export async function listRequests(
  ctx: SignedInContext,
  q: JobRequestListQuery,
): Promise<ListPage<JobRequest>> {
  const p = toPaging(q);
  return repo.listRequests(
    ctx.tx,
    ctx.companyId,
    { ...q, search: p.search, scope: await scopeOf(ctx) },
    p.perPage,
    p.offset,
  );
}

/** The request, or its 404 (another company's id, or one outside a recruiter's scope). */
export async function getRequest(ctx: SignedInContext, id: number): Promise<JobRequest> {
  return orNotFound(await repo.findRequest(ctx.tx, ctx.companyId, id, await scopeOf(ctx)), M.notFound);
}

const request: AuditedResource<JobRequest> = {
  entity: 'job request',
  name: (r) => r.title,
  find: getRequest,
};

const REFERENCE_MESSAGES = {
  department_id: M.departmentNotFound,
  designation_id: M.designationNotFound,
  branch_id: M.branchNotFound,
  template_id: M.templateNotFound,
} as const;

async function checkReferences(ctx: SignedInContext, v: JobRequestValues) {
  const found = await repo.referencesExist(ctx.tx, ctx.companyId, v);
  for (const field of Object.keys(REFERENCE_MESSAGES) as (keyof typeof REFERENCE_MESSAGES)[])
    if (!found[field]) throw invalidField(field, REFERENCE_MESSAGES[field]);
}

export async function createRequest(ctx: SignedInContext, approvals: Approvals, v: JobRequestValues) {
  await checkReferences(ctx, v);
  const employeeId = ctx.user.employee.id;
  const created = await auditedCreate(ctx, request, () =>
    repo.insertRequest(ctx.tx, ctx.companyId, v, { userId: ctx.user.id, employeeId }),
  );
  await approvals.submit(ctx, MODULE, created.id, employeeId);
  return getRequest(ctx, created.id);
}

/** Only while pending (409 after); its approval starts again. */
export async function updateRequest(
  ctx: SignedInContext,
  approvals: Approvals,
  id: number,
  v: JobRequestValues,
) {
  await repo.lockRequest(ctx.tx, ctx.companyId, id);
  const after = await auditedUpdate(ctx, request, id, async (before) => {
    if (before.status !== 'pending') throw conflict(M.notEditable);
    await checkReferences(ctx, v);
    await repo.updateRequest(ctx.tx, ctx.companyId, id, v);
  });
  await approvals.restart(ctx, MODULE, id, after.requested_by?.id ?? ctx.user.employee.id);
  return getRequest(ctx, id);
}

/** Not while postings are made from it (409); a pending one leaves its approvers' inboxes. */
export async function deleteRequest(ctx: SignedInContext, approvals: Approvals, id: number): Promise<void> {
  await repo.lockRequest(ctx.tx, ctx.companyId, id);
  await auditedDelete(ctx, request, id, async (before) => {
    if (before.postings_count > 0) throw conflict(M.hasPostings);
    if (before.status === 'pending') await approvals.withdraw(ctx, MODULE, id);
    await repo.deleteRequest(ctx.tx, ctx.companyId, id);
  });
}

/** The inbox: requests waiting on the signed-in approver (not held by a recruiter's scope). */
export async function listWaiting(
  ctx: SignedInContext,
  q: PagingQuery,
): Promise<ListPage<JobRequestApproval>> {
  const p = toPaging(q);
  const page = await repo.listRequests(
    ctx.tx,
    ctx.companyId,
    { search: p.search, status: 'pending', waitingOn: ctx.user.employee.id, scope: null },
    p.perPage,
    p.offset,
  );
  return withWaitingLevels(ctx, MODULE, page);
}

/** POST …/approve and /reject; a rejection's reason stays on the requests. */
export const decideRequests = reasonKeepingDecisions(MODULE, repo.setRejectionReason);
