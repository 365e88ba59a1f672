import {
  approvalLevelLabel,
  type ApprovalDecision,
  type ApprovalDecisionMessages,
  type ApprovalDecisionResult,
  type ApprovalRefusal,
  type ListPage,
} from '@clockroom/contracts';
import type { SignedInContext } from '../http/context.ts';
import { AppError, invalidField, notFound } from '../http/errors.ts';
import { audit } from '../audit/audit.ts';
import type { Approvals, ApprovalSubject, DecisionResult } from './approvals.ts';
import { levelsWaitingOn } from './approval-waiting.repository.ts';
import { visibleBranchIds } from '../auth/branch-scope.ts';

/**
 * The approvals inbox kit (ADR 31): one decision input, one result and one refusal for every module.
 * A module registers its subject once, in its index.ts, and its decision routes are one call to
 * `decideApprovals`; its inbox lists what waits on the approver and `withWaitingLevels` labels it.
 */

/** One item as the audit row reads it: its module status and how it is named. */
export interface InboxItem {
  id: number;
  status: string;
  name: string;
}

export interface DecidableSubject extends ApprovalSubject {
  /** The module's id list in a decision's body, e.g. `leave_request_ids`. */
  idsField: string;
  /** The audit log's entity ("Approved leave Annual Leave for Ada Obi"). */
  entity: string;
  /** The module's words for its answers and refusals (contracts). */
  messages: ApprovalDecisionMessages;
  /** The company's items among these ids (others left out), with their status and name. */
  items(ctx: SignedInContext, ids: number[]): Promise<InboxItem[]>;
}

export function registerApprovalSubject(approvals: Approvals, subject: DecidableSubject): void {
  approvals.register(subject);
}

function decidable(approvals: Approvals, module: string): DecidableSubject {
  const subject = approvals.subject(module);
  if (!('idsField' in subject)) throw new Error(`approval subject ${module} has no inbox settings`);
  return subject as DecidableSubject;
}

/** A decision's body as every module's schema reads it (approvalDecisionSchema). */
export type DecisionBody = {
  id?: number | null | undefined;
  reason?: string | undefined;
  comment?: string | undefined;
} & Record<string, unknown>;

function refusalText(m: ApprovalDecisionMessages, r: DecisionResult): string | null {
  if (!('refusal' in r)) return null;
  switch (r.refusal) {
    case 'not-found':
      return m.notFound;
    case 'not-pending':
      return m.notPending;
    case 'own-request':
      return m.ownRequest;
    case 'not-waiting-on-you':
      return m.notWaitingOnYou;
    case 'reason-required':
      return m.reasonRequired;
  }
}

/**
 * Nothing decided is never a success: a 422 whose message is the reason when every id gave the same
 * one (else `summary`), with each reason once on the ids field and every id's reason in `refused`.
 */
export function refusedDecision(idsField: string, summary: string, refused: ApprovalRefusal[]): AppError {
  const reasons = [...new Set(refused.map((r) => r.reason))];
  const message = reasons.length === 1 && reasons[0] ? reasons[0] : summary;
  return new AppError(
    422,
    message,
    reasons.map((reason) => ({ field: idsField, message: reason })),
    false,
    undefined,
    { refused },
  );
}

/**
 * The signed-in approver approves or rejects a batch of a module's items. An id that is not one of
 * the company's items answers 404 and decides nothing (as any read by id); a rejection needs a
 * reason; each decided item gets an audit row with its status before and after; a batch that
 * decided nothing is a 422 (refusedDecision), a partial one a 200 listing the refused ids.
 */
export async function decideApprovals(
  ctx: SignedInContext,
  approvals: Approvals,
  module: string,
  action: ApprovalDecision,
  body: DecisionBody,
): Promise<{ message: string; data: ApprovalDecisionResult }> {
  const subject = decidable(approvals, module);
  const m = subject.messages;
  const listed = body[subject.idsField];
  const given = Array.isArray(listed) && listed.length > 0 ? (listed as number[]) : [body.id ?? 0];
  const ids = [...new Set(given)].filter((id) => id > 0);
  if (ids.length === 0) throw invalidField(subject.idsField, m.idsRequired);
  const reason = body.reason?.trim() || body.comment?.trim() || null;
  if (action === 'reject' && !reason) throw invalidField('reason', m.reasonRequired);
  const before = new Map((await subject.items(ctx, ids)).map((i) => [i.id, i]));
  if (before.size !== ids.length) throw notFound(m.notFound);

  const outcomes = await approvals.decide(ctx, module, {
    subjectIds: ids,
    actorId: ctx.user.employee.id,
    action,
    comment: reason,
  });
  const decidedIds: number[] = [];
  const refused: ApprovalRefusal[] = [];
  for (const o of outcomes) {
    const text = refusalText(m, o);
    if (text === null) decidedIds.push(o.subjectId);
    else refused.push({ id: o.subjectId, reason: text });
  }
  if (decidedIds.length === 0) throw refusedDecision(subject.idsField, m.noneDecided, refused);

  const after = new Map((await subject.items(ctx, decidedIds)).map((i) => [i.id, i]));
  const verb = action === 'approve' ? 'Approved' : 'Rejected';
  for (const id of decidedIds) {
    const was = before.get(id);
    const now = after.get(id);
    await audit(ctx, {
      action,
      entity: subject.entity,
      entityId: id,
      description: `${verb} ${subject.entity} ${now?.name ?? was?.name ?? id}${reason ? `: ${reason}` : ''}`,
      before: { status: was?.status ?? null },
      after: { status: now?.status ?? null, ...(reason ? { reason } : {}) },
    });
  }
  return {
    message: action === 'approve' ? m.approved : m.rejected,
    data: { decided: decidedIds.length, decided_ids: decidedIds, refused },
  };
}

/** What an inbox row adds: the level waiting on the approver, its label, and the chain's type. */
export interface WaitingLevel {
  level: number;
  level_label: string;
  approval_type: string;
}

/**
 * Whose requests a module's list reads: the caller's own (self-service), every employee's in the
 * branches the caller may see (the admin list), or those waiting on the caller's decision (the inbox).
 */
export type RequestView = 'own' | 'visible' | 'waiting';

/** A view as the filter a request list adds to its own. */
export function viewFilter(ctx: SignedInContext, view: RequestView) {
  if (view === 'own') return { employeeId: ctx.user.employee.id };
  if (view === 'waiting') return { waitingOn: ctx.user.employee.id };
  return { branchIds: visibleBranchIds(ctx) };
}

/** An inbox page's rows with the level each waits on the approver at (one statement for the page). */
export async function withWaitingLevels<T extends { id: number }>(
  ctx: SignedInContext,
  module: string,
  page: ListPage<T>,
): Promise<ListPage<T & WaitingLevel>> {
  const levels = await levelsWaitingOn(
    ctx.tx,
    ctx.companyId,
    module,
    page.results.map((r) => r.id),
    ctx.user.employee.id,
  );
  return {
    results: page.results.map((r) => {
      const waiting = levels.get(r.id);
      const level = waiting?.level ?? 0;
      return {
        ...r,
        level,
        level_label: approvalLevelLabel(level),
        approval_type: waiting?.type ?? 'Sequential',
      };
    }),
    total: page.total,
  };
}

/**
 * `withWaitingLevels` for modules whose rows carry the level and its label but not the chain's type
 * (allowance claims, benefit deductions, loan requests): their contracts have no approval_type.
 */
export async function withWaitingLevelLabels<T extends { id: number }>(
  ctx: SignedInContext,
  module: string,
  page: ListPage<T>,
): Promise<ListPage<Omit<T & WaitingLevel, 'approval_type'>>> {
  const labelled = await withWaitingLevels(ctx, module, page);
  return { results: labelled.results.map(({ approval_type: _type, ...row }) => row), total: labelled.total };
}
