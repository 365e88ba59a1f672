import {
  LEAVE_MESSAGES as M,
  hasPermission,
  toPaging,
  type LeaveBalanceItem,
  type LeaveDecisionResult,
  type LeaveDetail,
  type LeaveListQuery,
  type LeaveRow,
  type ListPage,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { branchVisible, visibleBranchIds } from '../../../platform/auth/branch-scope.ts';
import type { Approvals } from '../../../platform/approvals/approvals.ts';
import { refusedDecision } from '../../../platform/approvals/inbox.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import { employeeBalances } from './leave-balances.ts';
import { leaveYearOf } from './leave-days.ts';
import * as repo from './leaves.repository.ts';
import { findCurrentEmployee } from '../../../platform/db/current-employee.repository.ts';
import { searchColleagues } from './leave-booking.repository.ts';
import { requestLevels } from '../../../platform/approvals/request-levels.repository.ts';
import { listInbox } from './leave-inbox.repository.ts';
import { listLeaves as listLeavePage } from './leave-list.repository.ts';
import type { StoredLeave } from './leaves.repository.ts';
import type { notifyRelief } from './leave-subject.ts';

/** The services need the engine (ADR 22) and the mailer behind notify. */
export interface LeaveDeps {
  approvals: Approvals;
  notifyDeps: Parameters<typeof notifyRelief>[1];
}

export const me = (ctx: SignedInContext) => ctx.user.employee.id;
export const today = async (ctx: SignedInContext) => (await companyToday(ctx.tx, ctx.companyId)).today;

function filterOf(q: LeaveListQuery) {
  const paging = toPaging(q);
  const perPage = q.size ?? paging.perPage;
  return {
    perPage,
    offset: (paging.page - 1) * perPage,
    filter: {
      search: paging.search,
      status: q.status,
      leaveTypeId: q.leave_type_id,
      from: q.start_date,
      to: q.end_date,
    },
  };
}

const strip = ({ stored_status: _s, branch_id: _b, ...row }: StoredLeave) => row;

/** All Leaves: the viewer's branches (the header's branch, else every managed one). */
export function listLeaves(ctx: SignedInContext, q: LeaveListQuery): Promise<ListPage<LeaveRow>> {
  const { perPage, offset, filter } = filterOf(q);
  const f = { ...filter, employeeId: q.employee_id, branchIds: visibleBranchIds(ctx) };
  return listLeavePage(ctx.tx, ctx.companyId, f, perPage, offset);
}

/** GET /hrm/leaves/me: the signed-in employee's own requests. */
export function myLeaves(ctx: SignedInContext, q: LeaveListQuery): Promise<ListPage<LeaveRow>> {
  const { perPage, offset, filter } = filterOf(q);
  return listLeavePage(ctx.tx, ctx.companyId, { ...filter, employeeId: me(ctx) }, perPage, offset);
}

/** GET /hrm/leaves/approvals: the requests waiting on the signed-in employee now (ADR 22, 31). */
export async function approvalsInbox(ctx: SignedInContext, q: LeaveListQuery): Promise<ListPage<LeaveRow>> {
  const { perPage, offset, filter } = filterOf(q);
  return listInbox(ctx.tx, ctx.companyId, me(ctx), filter, perPage, offset);
}

/**
 * One request, for whoever may see it: the employee, HR over the employee's branch, the relief
 * officer, or an approver named on it. Anyone else (and another company) gets 404.
 */
export async function getLeave(ctx: SignedInContext, id: number): Promise<LeaveDetail> {
  const row = await repo.findLeave(ctx.tx, ctx.companyId, id, await today(ctx));
  if (!row) throw notFound(M.notFound);
  const approval = await requestLevels(ctx.tx, ctx.companyId, 'leave', id);
  const levels = approval?.levels ?? [];
  const self = me(ctx);
  const isHr = hasPermission(ctx.user, 'view leaves') && branchVisible(ctx, row.branch_id);
  const named = levels.some((l) => l.approver_id === self || l.alt_approver_id === self);
  if (row.employee_id !== self && !isHr && !named && row.handover_to !== self) throw notFound(M.notFound);
  const waitingLevel = row.stored_status === 'pending' ? row.approval_level : 0;
  const waiting = levels.filter((l) =>
    approval?.type === 'Concurrent' ? l.outcome === null : l.level === waitingLevel,
  );
  return {
    ...strip(row),
    approval_type: approval?.type ?? null,
    approvals: levels.map((l) => ({
      level: l.level,
      approver_name: l.approver_name ?? '',
      alt_approver_name: l.alt_approver_name,
      outcome: l.outcome,
      decided_by_name: l.decided_by_name,
      // To the second, as the leave screens have always been sent it.
      decided_at: l.decided_at ? l.decided_at.toISOString().replace(/\.\d{3}Z$/, 'Z') : null,
      comment: l.comment,
    })),
    can_edit: row.stored_status === 'pending' && (row.employee_id === self || canHr(ctx, 'edit leave', row)),
    can_cancel: cancellable(row) && (row.employee_id === self || canHr(ctx, 'edit leave', row)),
    can_decide:
      row.stored_status === 'pending' &&
      row.employee_id !== self &&
      waiting.some((l) => l.approver_id === self || l.alt_approver_id === self),
  };
}

export const canHr = (
  ctx: SignedInContext,
  slug: 'edit leave' | 'create leave',
  row: { branch_id: number | null },
) => hasPermission(ctx.user, slug) && branchVisible(ctx, row.branch_id);

const cancellable = (row: StoredLeave) => row.status === 'pending' || row.status === 'scheduled';

/** POST /hrm/leaves/delete: HR removes requests; their days return to the balance. */
export async function deleteLeaves(ctx: SignedInContext, ids: number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  const now = await today(ctx);
  const rows: StoredLeave[] = [];
  for (const id of unique) {
    const row = await repo.findLeave(ctx.tx, ctx.companyId, id, now);
    if (!row || !branchVisible(ctx, row.branch_id)) throw notFound(M.notFound);
    rows.push(row);
  }
  const deleted = await repo.deleteLeaves(ctx.tx, ctx.companyId, unique);
  for (const row of rows)
    await audit(ctx, {
      action: 'delete',
      entity: 'leave',
      entityId: row.id,
      description: `Deleted leave ${row.leave_type_name} for ${row.employee_name}`,
      before: strip(row),
    });
  return { deleted };
}

/**
 * The employee (or HR) cancels pending or scheduled requests; pending ones leave the inboxes. It
 * answers as a decision does (ADR 31): the ids cancelled, each other id's reason, and a 422 when
 * none could be.
 */
export async function cancelLeaves(
  ctx: SignedInContext,
  deps: LeaveDeps,
  ids: number[],
): Promise<LeaveDecisionResult> {
  const now = await today(ctx);
  const refused: LeaveDecisionResult['refused'] = [];
  const done: number[] = [];
  for (const id of [...new Set(ids)]) {
    const row = await repo.findLeave(ctx.tx, ctx.companyId, id, now);
    if (!row) throw notFound(M.notFound);
    if (row.employee_id !== me(ctx) && !canHr(ctx, 'edit leave', row)) {
      refused.push({ id, reason: M.notYours });
      continue;
    }
    if (!cancellable(row)) {
      refused.push({ id, reason: M.onlyPendingOrScheduledCancelled });
      continue;
    }
    if (row.stored_status === 'pending') await deps.approvals.withdraw(ctx, 'leave', id);
    await repo.setStatus(ctx.tx, ctx.companyId, id, 'cancelled');
    await audit(ctx, {
      action: 'update',
      entity: 'leave',
      entityId: id,
      description: `Cancelled leave ${row.leave_type_name} for ${row.employee_name}`,
      before: { status: row.stored_status },
      after: { status: 'cancelled' },
    });
    done.push(id);
  }
  if (done.length === 0) throw refusedDecision('leave_request_ids', M.noneCancelled, refused);
  return { decided: done.length, decided_ids: done, refused };
}

/** An employee's balances this leave year (or another): their own, or HR's view of anyone visible. */
export async function balances(
  ctx: SignedInContext,
  q: { employee_id?: number | undefined; year?: number | undefined },
): Promise<LeaveBalanceItem[]> {
  const employeeId = q.employee_id ?? me(ctx);
  if (employeeId !== me(ctx)) {
    const employee = await findCurrentEmployee(ctx.tx, ctx.companyId, employeeId);
    if (
      !employee ||
      !(hasPermission(ctx.user, 'view leaves') || hasPermission(ctx.user, 'create leave')) ||
      !branchVisible(ctx, employee.branchId)
    )
      throw notFound(M.notFound);
  }
  const year = q.year ?? leaveYearOf(await today(ctx));
  const rows = await employeeBalances(ctx.tx, ctx.companyId, employeeId, year);
  return rows.map((b) => ({
    id: b.leaveTypeId,
    leave_name: b.leaveName,
    year: b.year,
    applicable_days: b.applicableDays,
    days_taken: b.daysTaken,
    pending_days: b.pendingDays,
    remaining_days: b.remainingDays,
  }));
}

/** Colleagues who may cover for the employee on leave (the signed-in one unless HR names another). */
export async function reliefOfficers(
  ctx: SignedInContext,
  q: { search_query?: string | undefined; query?: string | undefined; employee_id?: number | undefined },
): Promise<ListPage<{ id: number; name: string }>> {
  const results = await searchColleagues(
    ctx.tx,
    ctx.companyId,
    q.search_query || q.query || undefined,
    q.employee_id ?? me(ctx),
  );
  return { results, total: results.length };
}
