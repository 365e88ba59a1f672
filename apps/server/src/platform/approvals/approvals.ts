import { notificationKind } from '@clockroom/contracts';
import type { AppDeps } from '../deps.ts';
import type { RequestContext } from '../http/context.ts';
import { requireCompany } from '../http/context.ts';
import { clearNotices, notify } from '../notifications/notifications.service.ts';
import {
  decide,
  waitingLevels,
  startApproval,
  withdraw,
  type ApprovalStatus,
  type LevelState,
  type NoGroupRule,
  type Refusal,
} from './engine.ts';
import { chooseGroup } from './group-choice.ts';
import * as repo from './approvals.repository.ts';
import { countWaiting, syncWaiting, type WaitingCount } from './approval-waiting.repository.ts';
import { findPlacement, listGroupsWithLevels } from './group-choice.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    approvals: Approvals;
  }
}

/**
 * What a module tells the engine about its approvable items (ADR 22). `platform/` imports no module,
 * so each module registers its subject through its index.ts.
 */
export interface ApprovalSubject {
  /** The module's name for its items, e.g. `leave`, `exemption`. */
  module: string;
  /** What happens to a request no group applies to (a per-module setting). */
  noGroupRule(ctx: RequestContext): Promise<NoGroupRule> | NoGroupRule;
  /** How an item reads in a notification: a coded phrase and its values (ADR 32). */
  describe(ctx: RequestContext, subjectId: number): Promise<SubjectDescription>;
  /** In the deciding transaction: the final approval or the rejection, with the module's consequences. */
  onDecided(ctx: RequestContext, subjectId: number, status: 'approved' | 'rejected'): Promise<void>;
  /** In the deciding transaction: a level approved, later ones still waiting (a clock then reads processing). */
  onAdvanced?(ctx: RequestContext, subjectId: number): Promise<void>;
}

/**
 * e.g. `notification_texts.leaveSubject` with the leave's type, dates and person: each reader gets it
 * in their language. No screen: the web opens the one its table gives for the notice's kind.
 */
export interface SubjectDescription {
  code: string;
  params?: Record<string, string>;
}

export interface Submitted {
  requestId: number;
  status: ApprovalStatus;
}

export type DecisionResult =
  { subjectId: number; status: ApprovalStatus } | { subjectId: number; refusal: Refusal | 'not-found' };

/** The approver and alternate of each level, once each. */
const people = (levels: readonly LevelState[]) => [
  ...new Set(levels.flatMap((l) => [l.approverId, ...(l.altApproverId === null ? [] : [l.altApproverId])])),
];

export class Approvals {
  private readonly subjects = new Map<string, ApprovalSubject>();

  constructor(private readonly deps: Pick<AppDeps, 'mailer' | 'config'>) {}

  register(subject: ApprovalSubject): void {
    if (this.subjects.has(subject.module))
      throw new Error(`approval subject ${subject.module} is registered twice`);
    this.subjects.set(subject.module, subject);
  }

  /** The registered subject of a module (the inbox kit reads its decision settings). */
  subject(module: string): ApprovalSubject {
    const s = this.subjects.get(module);
    if (!s) throw new Error(`no approval subject ${module} is registered`);
    return s;
  }

  /**
   * Sends a new item through its module's group for the requester (an employee): copies the group's
   * levels into the request, asks the first approvers, or decides at once when no group applies.
   */
  async submit(
    ctx: RequestContext,
    module: string,
    subjectId: number,
    requesterId: number,
    at = new Date(),
  ): Promise<Submitted> {
    return this.start(ctx, module, subjectId, requesterId, at, null);
  }

  /**
   * A pending item was edited (new dates, another leave type): what the approvers agreed to has changed,
   * so its approval starts again through the group that applies now. The history is kept, with a line
   * saying it restarted. An item that is no longer pending is left alone (the module refuses the edit).
   */
  async restart(
    ctx: RequestContext,
    module: string,
    subjectId: number,
    requesterId: number,
    at = new Date(),
    /** false: a decided item starts again too (submitAgain). */
    onlyPending = true,
  ): Promise<Submitted | null> {
    const companyId = requireCompany(ctx);
    const [stored] = await repo.lockRequests(ctx.tx, companyId, module, [subjectId]);
    if (!stored) return this.start(ctx, module, subjectId, requesterId, at, null);
    if (onlyPending && stored.state.status !== 'pending') return null;
    await this.clearWaiting(ctx, this.subject(module), subjectId, stored.state.levels);
    await repo.deleteLevels(ctx.tx, companyId, stored.id);
    await repo.insertHistory(ctx.tx, companyId, stored.id, [
      { levels: [], actorId: requesterId, action: 'restarted', comment: null, at },
    ]);
    return this.start(ctx, module, subjectId, requesterId, at, stored.id);
  }

  /**
   * An item asked for again after its request was decided (a task moved into an approval column a
   * second time): a new round, earlier ones kept in its history. `submit` would leave the decided one.
   */
  submitAgain(
    ctx: RequestContext,
    module: string,
    subjectId: number,
    requesterId: number,
  ): Promise<Submitted> {
    return this.restart(ctx, module, subjectId, requesterId, new Date(), false) as Promise<Submitted>;
  }

  /** The requester cancels a pending item: it leaves the approvers' inboxes. False when not pending. */
  async withdraw(ctx: RequestContext, module: string, subjectId: number, at = new Date()): Promise<boolean> {
    const companyId = requireCompany(ctx);
    const [stored] = await repo.lockRequests(ctx.tx, companyId, module, [subjectId]);
    if (!stored) return true;
    const r = withdraw(stored.state, at);
    if (!r.ok) return false;
    await this.clearWaiting(ctx, this.subject(module), subjectId, stored.state.levels);
    await repo.saveDecision(ctx.tx, companyId, stored.id, r.state, [], at);
    await repo.insertHistory(ctx.tx, companyId, stored.id, r.history);
    await syncWaiting(ctx.tx, companyId, { requestId: stored.id, module, subjectId, state: r.state });
    return true;
  }

  /** How many items of each module wait on this employee now (the bell, the home cards). */
  async waitingCounts(ctx: RequestContext, employeeId: number): Promise<Record<string, WaitingCount>> {
    return countWaiting(ctx.tx, requireCompany(ctx), employeeId);
  }

  private async start(
    ctx: RequestContext,
    module: string,
    subjectId: number,
    requesterId: number,
    at: Date,
    existingId: number | null,
  ): Promise<Submitted> {
    const companyId = requireCompany(ctx);
    const subject = this.subject(module);
    const placement = await findPlacement(ctx.tx, companyId, requesterId);
    if (!placement) throw new Error(`employee ${requesterId} does not exist`);
    const group = chooseGroup(await listGroupsWithLevels(ctx.tx, companyId, module), placement);
    const started = startApproval({
      requesterId,
      plan: group ? { type: group.approvalType, levels: group.levels } : null,
      noGroup: await subject.noGroupRule(ctx),
      at,
    });
    const values = {
      module,
      subjectId,
      groupId: started.state.levels.length ? (group?.id ?? null) : null,
      state: started.state,
      at,
    };
    const requestId =
      existingId === null
        ? await repo.insertRequest(ctx.tx, companyId, values)
        : await repo.replaceRequest(ctx.tx, companyId, existingId, values);
    await repo.insertHistory(ctx.tx, companyId, requestId, started.history);
    await syncWaiting(ctx.tx, companyId, { requestId, module, subjectId, state: started.state });
    const status = started.state.status;
    if (status === 'pending') {
      await this.askApprovers(ctx, subject, subjectId, waitingLevels(started.state), started.state.type);
    } else if (status === 'approved' || status === 'rejected') {
      await this.finish(ctx, subject, subjectId, requesterId, status);
    }
    return { requestId, status };
  }

  /** One approver approves or rejects several items at once (the inbox's bulk actions). */
  async decide(
    ctx: RequestContext,
    module: string,
    input: { subjectIds: number[]; actorId: number; action: 'approve' | 'reject'; comment?: string | null },
    at = new Date(),
  ): Promise<DecisionResult[]> {
    const companyId = requireCompany(ctx);
    const subject = this.subject(module);
    const stored = await repo.lockRequests(ctx.tx, companyId, module, [...new Set(input.subjectIds)]);
    const results: DecisionResult[] = [];
    for (const subjectId of input.subjectIds) {
      const request = stored.find((r) => r.subjectId === subjectId);
      if (!request) {
        results.push({ subjectId, refusal: 'not-found' });
        continue;
      }
      const r = decide(request.state, {
        actorId: input.actorId,
        action: input.action,
        comment: input.comment ?? null,
        at,
      });
      if (!r.ok) {
        results.push({ subjectId, refusal: r.refusal });
        continue;
      }
      request.state = r.state;
      await repo.saveDecision(
        ctx.tx,
        companyId,
        request.id,
        r.state,
        r.history.flatMap((h) => h.levels),
        at,
      );
      await repo.insertHistory(ctx.tx, companyId, request.id, r.history);
      await syncWaiting(ctx.tx, companyId, { requestId: request.id, module, subjectId, state: r.state });
      const decidedLevels = new Set(r.history.flatMap((h) => h.levels));
      await this.clearWaiting(
        ctx,
        subject,
        subjectId,
        r.outcome === 'advanced' ? r.state.levels.filter((l) => decidedLevels.has(l.level)) : r.state.levels,
      );
      if (r.outcome === 'advanced') {
        await subject.onAdvanced?.(ctx, subjectId);
        await this.askApprovers(ctx, subject, subjectId, r.nowWaiting, r.state.type);
      } else await this.finish(ctx, subject, subjectId, r.state.requesterId, r.outcome);
      results.push({ subjectId, status: r.state.status });
    }
    return results;
  }

  private async askApprovers(
    ctx: RequestContext,
    subject: ApprovalSubject,
    subjectId: number,
    levels: LevelState[],
    type: string,
  ) {
    if (levels.length === 0) return;
    const employeeIds = people(levels);
    await notify(ctx, this.deps, {
      recipients: { employeeIds },
      kind: notificationKind(subject.module, 'approval-requested'),
      params: { id: String(subjectId), subject: await subject.describe(ctx, subjectId), approval_type: type },
      mail: true,
    });
  }

  /** The "waiting for your approval" notices of these levels' people leave the bell. */
  private async clearWaiting(
    ctx: RequestContext,
    subject: ApprovalSubject,
    subjectId: number,
    levels: readonly LevelState[],
  ) {
    const employeeIds = people(levels);
    if (employeeIds.length === 0) return;
    await clearNotices(ctx, {
      employeeIds,
      kind: notificationKind(subject.module, 'approval-requested'),
      subjectId,
    });
  }

  private async finish(
    ctx: RequestContext,
    subject: ApprovalSubject,
    subjectId: number,
    requesterId: number,
    status: 'approved' | 'rejected',
  ) {
    await subject.onDecided(ctx, subjectId, status);
    await notify(ctx, this.deps, {
      recipients: { employeeIds: [requesterId] },
      kind: notificationKind(subject.module, status),
      params: { id: String(subjectId), subject: await subject.describe(ctx, subjectId) },
      mail: true,
    });
  }
}
