import type { ApprovalDecision, ApprovalDecisionResult } from '@clockroom/contracts';
import type { AppDeps } from '../deps.ts';
import type { Tx } from '../db/database.ts';
import type { RequestContext, SignedInContext } from '../http/context.ts';
import type { DecidableSubject, DecisionBody } from './inbox.ts';
import { type FallbackDecisions, type FallbackItem, decideWithFallback } from './fallback-decisions.ts';

/**
 * A subject that money follows (allowance claims ADR 45, loan requests ADR 52, benefits and
 * deductions ADR 54) written once for its two deciders: the engine, for the items an approver group
 * covers (the subject the inbox kit registers), and the module's approvers of the employee's branch
 * for the others (fallback-decisions.ts). Both read the same items, name them alike and write a
 * decision the same way, so a module says each of those once.
 */
export interface FallbackSubject<I extends FallbackItem> extends Omit<
  FallbackDecisions<I>,
  'find' | 'apply' | 'governedIds' | 'setRejectionReason'
> {
  /**
   * The subject's table asked as the kit needs it: which ids an engine request governs, and the
   * reason an engine rejection leaves on its rows. fallbackRows (fallback-rows.repository.ts) gives
   * both to a repository, whose module is then passed whole.
   */
  rows: FallbackRowsOf;
  /**
   * The items by id: as the deciding viewer sees them, locked, with `can_decide` (`decider`), or as
   * the engine's inbox names them (no branch of the viewer's needed).
   */
  find(ctx: SignedInContext, ids: number[], decider: boolean): Promise<I[]>;
  /**
   * Writes a decision and what follows it. The engine's rejections come with no reason (null): it is
   * written after, by `setRejectionReason`.
   */
  decide(
    ctx: RequestContext,
    id: number,
    status: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<void>;
}

export interface FallbackRowsOf {
  governedIds(tx: Tx, companyId: number, ids: number[]): Promise<Set<number>>;
  setRejectionReason(tx: Tx, companyId: number, ids: number[], reason: string): Promise<void>;
}

/** The subject the engine decides the covered items through. */
export function engineSubjectOf<I extends FallbackItem>(subject: FallbackSubject<I>): DecidableSubject {
  return {
    module: subject.module,
    idsField: subject.idsField,
    entity: subject.entity,
    messages: subject.messages,
    items: async (ctx, ids) =>
      (await subject.find(ctx, ids, false)).map((item) => ({
        id: item.id,
        status: item.status,
        name: subject.label(item),
      })),
    // Never reached: an item goes to the engine only when a group covers it (coveredRoutingOf). Were
    // it reached, nobody would have looked at it, so nothing is paid or lent on its account.
    noGroupRule: () => 'reject',
    describe: subject.describe,
    onDecided: (ctx, id, status) => subject.decide(ctx, id, status, null),
  };
}

/** POST …/approve and /reject: the covered items through the engine, the others decided here. */
export function decisionsOf<I extends FallbackItem>(subject: FallbackSubject<I>) {
  const kit: FallbackDecisions<I> = {
    ...subject,
    find: (ctx, ids) => subject.find(ctx, ids, true),
    governedIds: (ctx, ids) => subject.rows.governedIds(ctx.tx, ctx.companyId, ids),
    setRejectionReason: (ctx, ids, reason) =>
      subject.rows.setRejectionReason(ctx.tx, ctx.companyId, ids, reason),
    apply: (ctx, item, status, reason) => subject.decide(ctx, item.id, status, reason),
  };
  return (
    ctx: SignedInContext,
    deps: Pick<AppDeps, 'approvals' | 'mailer' | 'config'>,
    action: ApprovalDecision,
    body: DecisionBody,
  ): Promise<{ message: string; data: ApprovalDecisionResult }> =>
    decideWithFallback(ctx, deps, kit, action, body);
}
