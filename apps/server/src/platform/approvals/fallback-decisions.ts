import {
  notificationKind,
  type ApprovalDecision,
  type ApprovalDecisionMessages,
  type ApprovalDecisionResult,
  type ApprovalRefusal,
} from '@clockroom/contracts';
import type { AppDeps } from '../deps.ts';
import type { SignedInContext } from '../http/context.ts';
import { AppError, invalidField, notFound } from '../http/errors.ts';
import { audit } from '../audit/audit.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { SubjectDescription } from './approvals.ts';
import { type DecisionBody, decideApprovals, refusedDecision } from './inbox.ts';

/**
 * Approve and reject for a subject that money follows (allowance claims ADR 45, loan requests ADR 52,
 * benefits and deductions ADR 54): items an approver group governs go through the inbox kit and the
 * engine; the others are not approved by default but wait on the module's approvers of the
 * employee's branch (the item's `can_decide`), who decide them here, never their own, with the same
 * audit rows, refusals, notices and answer as the engine's. One batch may hold both kinds.
 */

/** What the kit needs of a stored item. */
export interface FallbackItem {
  id: number;
  status: string;
  employee_id: number;
  /** The viewer is one of the approvers the item waits on when no group governs it. */
  can_decide: boolean;
}

export interface FallbackDecisions<I extends FallbackItem> {
  /** The engine's module, e.g. `loan`. */
  module: string;
  /** The body's list of ids, e.g. `loan_request_ids`. */
  idsField: string;
  /** The audit entity, e.g. `loan request`. */
  entity: string;
  messages: ApprovalDecisionMessages;
  /** The items by id that the viewer may see (a missing one makes the batch a 404). */
  find(ctx: SignedInContext, ids: number[]): Promise<I[]>;
  /** Those of the ids that an engine request governs. */
  governedIds(ctx: SignedInContext, ids: number[]): Promise<Set<number>>;
  /** Writes the decision on an item decided here (its status, reason, and what follows). */
  apply(ctx: SignedInContext, item: I, status: 'approved' | 'rejected', reason: string | null): Promise<void>;
  /** The engine's rejections keep their reason on the item too. */
  setRejectionReason(ctx: SignedInContext, ids: number[], reason: string): Promise<void>;
  /** How the audit row names it: 'Car loan for Ada Obi'. */
  label(item: I): string;
  describe(ctx: SignedInContext, id: number): Promise<SubjectDescription>;
  /** Who may not decide it besides the employee (who entered it, for records HR enters). */
  owners?(item: I): Array<number | null>;
}

type Deps = Pick<AppDeps, 'approvals' | 'mailer' | 'config'>;

const refusalsOf = (err: unknown): ApprovalRefusal[] | undefined => {
  if (!(err instanceof AppError) || err.statusCode !== 422) return undefined;
  const refused = (err.details as { refused?: ApprovalRefusal[] } | undefined)?.refused;
  return Array.isArray(refused) ? refused : undefined;
};

function refusalOf<I extends FallbackItem>(kit: FallbackDecisions<I>, item: I, me: number): string | null {
  const m = kit.messages;
  if (item.status !== 'pending') return m.notPending;
  if (item.employee_id === me || (kit.owners?.(item) ?? []).includes(me)) return m.ownRequest;
  return item.can_decide ? null : m.notWaitingOnYou;
}

async function decideHere<I extends FallbackItem>(
  ctx: SignedInContext,
  deps: Deps,
  kit: FallbackDecisions<I>,
  action: ApprovalDecision,
  item: I,
  reason: string | null,
) {
  const status = action === 'approve' ? 'approved' : 'rejected';
  await kit.apply(ctx, item, status, reason);
  await audit(ctx, {
    action,
    entity: kit.entity,
    entityId: item.id,
    description: `${action === 'approve' ? 'Approved' : 'Rejected'} ${kit.entity} ${kit.label(item)}${reason ? `: ${reason}` : ''}`,
    before: { status: item.status },
    after: { status, ...(reason ? { reason } : {}) },
  });
  await notify(ctx, deps, {
    recipients: { employeeIds: [item.employee_id] },
    kind: notificationKind(kit.module, status),
    params: { id: String(item.id), subject: await kit.describe(ctx, item.id) },
    mail: true,
  });
}

/** The governed items through the inbox kit; its refusals join ours rather than failing the batch. */
async function decideGoverned(
  ctx: SignedInContext,
  deps: Deps,
  kit: Pick<FallbackDecisions<FallbackItem>, 'module' | 'idsField'>,
  action: ApprovalDecision,
  body: DecisionBody,
  ids: number[],
): Promise<ApprovalDecisionResult> {
  if (ids.length === 0) return { decided: 0, decided_ids: [], refused: [] };
  try {
    const { data } = await decideApprovals(ctx, deps.approvals, kit.module, action, {
      ...body,
      id: undefined,
      [kit.idsField]: ids,
    });
    return data;
  } catch (err) {
    const refused = refusalsOf(err);
    if (refused) return { decided: 0, decided_ids: [], refused };
    throw err;
  }
}

export async function decideWithFallback<I extends FallbackItem>(
  ctx: SignedInContext,
  deps: Deps,
  kit: FallbackDecisions<I>,
  action: ApprovalDecision,
  body: DecisionBody,
): Promise<{ message: string; data: ApprovalDecisionResult }> {
  const m = kit.messages;
  const listed = body[kit.idsField];
  const given = Array.isArray(listed) && listed.length > 0 ? (listed as number[]) : [body.id ?? 0];
  const ids = [...new Set(given)].filter((id) => id > 0);
  if (ids.length === 0) throw invalidField(kit.idsField, m.idsRequired);
  const reason = body.reason?.trim() || body.comment?.trim() || null;
  if (action === 'reject' && !reason) throw invalidField('reason', m.reasonRequired);
  const items = await kit.find(ctx, ids);
  if (items.length !== ids.length) throw notFound(m.notFound);

  const governed = await kit.governedIds(ctx, ids);
  const engine = await decideGoverned(ctx, deps, kit, action, body, [...governed]);
  const decided = [...engine.decided_ids];
  const refused = [...engine.refused];
  for (const item of items.filter((i) => !governed.has(i.id))) {
    const refusal = refusalOf(kit, item, ctx.user.employee.id);
    if (refusal) refused.push({ id: item.id, reason: refusal });
    else {
      await decideHere(ctx, deps, kit, action, item, reason);
      decided.push(item.id);
    }
  }
  if (decided.length === 0) throw refusedDecision(kit.idsField, m.noneDecided, refused);
  if (action === 'reject' && reason) await kit.setRejectionReason(ctx, engine.decided_ids, reason);
  return {
    message: action === 'approve' ? m.approved : m.rejected,
    data: { decided: decided.length, decided_ids: decided, refused },
  };
}
