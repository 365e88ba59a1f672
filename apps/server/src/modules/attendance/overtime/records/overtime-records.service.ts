import {
  OVERTIME_MESSAGES as M,
  approvalLevelLabel,
  hasPermission,
  koboToNaira,
  minutesToHours,
  toPaging,
  type ApprovalDecision,
  type ApprovalDecisionResult,
  type ApprovalRefusal,
  type OvertimeDecisionInput,
  type OvertimeList,
  type OvertimeListQuery,
  type OvertimeRecord,
  type OvertimeTotals,
  type OvertimeTotalsQuery,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../../platform/http/context.ts';
import { AppError, invalidField } from '../../../../platform/http/errors.ts';
import { visibleBranchIds } from '../../../../platform/auth/branch-scope.ts';
import type { Approvals } from '../../../../platform/approvals/approvals.ts';
import { decideApprovals, refusedDecision } from '../../../../platform/approvals/inbox.ts';
import { levelsWaitingOn } from '../../../../platform/approvals/approval-waiting.repository.ts';
import * as repo from './overtime-records.repository.ts';

/** A stored record as the list answers it: exact naira and hours, and what changed after a decision. */
export function overtimeOf(r: repo.StoredOvertime, level = 0): OvertimeRecord {
  const changed = r.recomputed_at !== null;
  return {
    id: r.id,
    employee_id: r.employee_id,
    name: r.name,
    pin: r.pin,
    date: r.date,
    start_date: r.start_date,
    end_date: r.end_date,
    start_time: r.start_time,
    end_time: r.end_time,
    start_at: r.start_at,
    end_at: r.end_at,
    actual_overtime: r.actual_minutes,
    overtime_in_hour: minutesToHours(r.actual_minutes),
    amount: koboToNaira(r.amount_kobo),
    amount_kobo: r.amount_kobo,
    status: r.status,
    reason: r.reason,
    decided_at: r.decided_at,
    changed_after_approval: changed
      ? {
          start_date: r.changed_start_date,
          end_date: r.changed_end_date,
          start_time: r.changed_start_time,
          end_time: r.changed_end_time,
          actual_overtime: r.changed_minutes,
          overtime_in_hour: r.changed_minutes === null ? null : minutesToHours(r.changed_minutes),
          amount: r.changed_amount_kobo === null ? null : koboToNaira(r.changed_amount_kobo),
          amount_kobo: r.changed_amount_kobo,
          recomputed_at: r.recomputed_at,
        }
      : null,
    can_decide: r.can_decide,
    level,
    level_label: approvalLevelLabel(level),
  };
}

/**
 * GET /attendance/overtimes (ADR 38): holders of 'view overtimes' see their branches' records (the
 * header's branch, or every branch they manage), everyone their own and those waiting on them;
 * `scope` narrows it. Without dates, the company's current month; with one date, up to or from it.
 */
export async function listOvertimes(ctx: SignedInContext, q: OvertimeListQuery): Promise<OvertimeList> {
  const paging = toPaging(q);
  const month = q.start_date && q.end_date ? undefined : await repo.currentMonth(ctx.tx, ctx.companyId);
  const from = q.start_date ?? (q.end_date ? '0001-01-01' : (month?.from ?? ''));
  const to = q.end_date ?? (q.start_date ? '9999-12-31' : (month?.to ?? ''));
  const me = ctx.user.employee.id;
  const page = await repo.listOvertimes(
    ctx.tx,
    ctx.companyId,
    {
      employeeId: me,
      branchIds: hasPermission(ctx.user, 'view overtimes') ? visibleBranchIds(ctx) : undefined,
    },
    { from, to, status: q.status, search: paging.search, scope: q.scope ?? 'all' },
    paging.perPage,
    paging.offset,
  );
  const waiting = page.results.filter((r) => r.can_decide).map((r) => r.id);
  const levels = await levelsWaitingOn(ctx.tx, ctx.companyId, repo.OVERTIME_MODULE, waiting, me);
  return {
    results: page.results.map((r) => overtimeOf(r, levels.get(r.id)?.level ?? 0)),
    total: page.total,
    start_date: q.start_date ?? from,
    end_date: q.end_date ?? to,
  };
}

/** GET /attendance/overtimes/approved-totals: each employee's approved overtime in a month. */
export async function approvedTotals(ctx: SignedInContext, q: OvertimeTotalsQuery): Promise<OvertimeTotals> {
  const paging = toPaging(q);
  const month = q.month ?? (await repo.currentMonth(ctx.tx, ctx.companyId)).from.slice(0, 7);
  const found = await repo.approvedTotalsPage(ctx.tx, ctx.companyId, month, {
    branchIds: visibleBranchIds(ctx),
    ...(paging.search ? { search: paging.search } : {}),
    limit: paging.perPage,
    offset: paging.offset,
  });
  return {
    results: found.rows.map((r) => ({
      employee_id: r.employee_id,
      name: r.name,
      pin: r.pin,
      records: r.records,
      actual_overtime: r.minutes,
      overtime_in_hour: minutesToHours(r.minutes),
      amount: koboToNaira(r.amount_kobo),
      amount_kobo: r.amount_kobo,
    })),
    total: found.total,
    month,
    total_amount: koboToNaira(found.amountKobo),
    total_amount_kobo: found.amountKobo,
  };
}

const refusalsOf = (err: unknown): ApprovalRefusal[] | undefined => {
  if (!(err instanceof AppError) || err.statusCode !== 422) return undefined;
  const refused = (err.details as { refused?: ApprovalRefusal[] } | undefined)?.refused;
  return Array.isArray(refused) ? refused : undefined;
};

/**
 * POST /attendance/overtimes/approve and /reject through the inbox kit (ADR 31). A record whose day
 * is not over has no approval yet (ADR 38): it is refused with its own reason rather than 'not
 * waiting on you', beside the kit's refusals, and a batch that decided nothing is still a 422.
 */
export async function decideOvertimes(
  ctx: SignedInContext,
  approvals: Approvals,
  action: ApprovalDecision,
  body: OvertimeDecisionInput,
): Promise<{ message: string; data: ApprovalDecisionResult }> {
  const listed = body.overtime_ids?.length ? body.overtime_ids : [body.id ?? 0];
  const ids = [...new Set(listed)].filter((id) => id > 0);
  if (ids.length === 0) throw invalidField('overtime_ids', M.idsRequired);
  if (action === 'reject' && !(body.reason?.trim() || body.comment?.trim()))
    throw invalidField('reason', M.reasonRequired);
  const unsent = new Set(await repo.notSubmitted(ctx.tx, ctx.companyId, ids));
  if (unsent.size === 0) return decideApprovals(ctx, approvals, repo.OVERTIME_MODULE, action, body);
  const held: ApprovalRefusal[] = [...unsent].map((id) => ({ id, reason: M.refusedNotSubmitted }));
  const rest = ids.filter((id) => !unsent.has(id));
  if (rest.length === 0) throw refusedDecision('overtime_ids', M.noneDecided, held);
  try {
    const answer = await decideApprovals(ctx, approvals, repo.OVERTIME_MODULE, action, {
      ...body,
      id: undefined,
      overtime_ids: rest,
    });
    return { ...answer, data: { ...answer.data, refused: [...answer.data.refused, ...held] } };
  } catch (err) {
    const refused = refusalsOf(err);
    if (refused) throw refusedDecision('overtime_ids', M.noneDecided, [...refused, ...held]);
    throw err;
  }
}
