import {
  APPRAISAL_DECISION_MESSAGES,
  APPRAISAL_MESSAGES as M,
  APPRAISAL_MODULE as MODULE,
  toPaging,
  type AppraisalApproval,
  type AppraisalDecisionInput,
  type ApprovalDecision,
  type ApprovalDecisionResult,
  type ListPage,
  type PagingQuery,
} from '@clockroom/contracts';
import type { RequestContext, SignedInContext } from '../../../platform/http/context.ts';
import { requireCompany } from '../../../platform/http/context.ts';
import type { Approvals, SubjectDescription } from '../../../platform/approvals/approvals.ts';
import {
  refusedDecision,
  withWaitingLevels,
  type DecidableSubject,
} from '../../../platform/approvals/inbox.ts';
import { decideKeepingReason } from '../../../platform/approvals/kept-reasons.ts';
import { loadReadContext, summarize } from './appraisal-view.ts';
import * as repo from './appraisals.repository.ts';

/**
 * Appraisals and the approval engine (ADR 22, 31, 64). An appraisal is submitted for its employee
 * once both sides have submitted (so the group covering the employee decides it, and the employee
 * cannot approve their own); with no group it is approved at once. A rejection sends it back to
 * the appraiser, whose ratings reopen as a draft.
 */

async function member(ctx: RequestContext, id: number) {
  return (await repo.listMembers(ctx.tx, requireCompany(ctx), { ids: [id] })).rows[0];
}

async function describe(ctx: RequestContext, id: number): Promise<SubjectDescription> {
  const m = await member(ctx, id);
  const g = m ? (await repo.listGroups(ctx.tx, requireCompany(ctx), [m.group_id]))[0] : undefined;
  return m && g
    ? { code: 'notification_texts.appraisalOfSubject', params: { group: g.name, employee: m.employee_name } }
    : { code: 'notification_texts.appraisalGone', params: { id: String(id) } };
}

export function appraisalSubject(): DecidableSubject {
  return {
    module: MODULE,
    idsField: 'appraisal_ids',
    entity: 'appraisal',
    messages: APPRAISAL_DECISION_MESSAGES,
    items: async (ctx, ids) => {
      const { rows } = await repo.listMembers(ctx.tx, ctx.companyId, { ids });
      return rows.map((m) => ({ id: m.id, status: m.member, name: `of ${m.employee_name}` }));
    },
    noGroupRule: () => 'approve',
    describe,
    onDecided: async (ctx, id, status) => {
      const companyId = requireCompany(ctx);
      if (status === 'approved') await repo.updateMember(ctx.tx, companyId, id, { status: 'approved' });
      else await repo.updateMember(ctx.tx, companyId, id, { status: 'rejected', unsubmit: 'appraiser' });
    },
  };
}

/** The inbox: appraisals waiting on the signed-in approver, with their scores. */
export async function listWaiting(
  ctx: SignedInContext,
  q: PagingQuery,
): Promise<ListPage<AppraisalApproval>> {
  const p = toPaging(q);
  const { rows, total } = await repo.listMembers(
    ctx.tx,
    ctx.companyId,
    { waitingOn: ctx.user.employee.id, status: 'in_review' },
    p.perPage,
    p.offset,
  );
  const read = await loadReadContext(ctx.tx, ctx.companyId, rows);
  const results = rows.map((m) => summarize(read, m, ctx.user.employee.id));
  return withWaitingLevels(ctx, MODULE, { results, total });
}

export async function decideAppraisals(
  ctx: SignedInContext,
  approvals: Approvals,
  action: ApprovalDecision,
  body: AppraisalDecisionInput,
): Promise<{ message: string; data: ApprovalDecisionResult }> {
  // Not yet with the approvers (a side still rating): refused as such, not as "not found".
  const ids = [...new Set(body.appraisal_ids ?? [])];
  const { rows } = await repo.listMembers(ctx.tx, ctx.companyId, { ids });
  if (ids.length > 0 && rows.length === ids.length && rows.every((m) => m.member !== 'in_review'))
    throw refusedDecision(
      'appraisal_ids',
      M.noneDecided,
      ids.map((id) => ({ id, reason: M.refusedNotPending })),
    );
  return decideKeepingReason(ctx, approvals, MODULE, action, body, async (ids, reason) => {
    for (const id of ids)
      await repo.updateMember(ctx.tx, ctx.companyId, id, { reason: reason ?? M.rejected });
  });
}
