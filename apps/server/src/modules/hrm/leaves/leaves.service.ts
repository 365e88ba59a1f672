import {
  LEAVE_MESSAGES as M,
  hasPermission,
  toPaging,
  type LeaveBalanceItem,
  type LeaveDecisionResult,
  type LeaveDetail,
  type LeaveInput,
  type LeaveListQuery,
  type LeaveRow,
  type ListPage,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { forbidden, invalidField, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { branchVisible, visibleBranchIds } from '../../../platform/auth/branch-scope.ts';
import type { Approvals } from '../../../platform/approvals/approvals.ts';
import { refusedDecision } from '../../../platform/approvals/inbox.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import { findEligibleLeaveType } from '../leave-types/leave-eligibility.repository.ts';
import { employeeBalances, requestable } from './leave-balances.ts';
import { leaveYearOf, workingDays } from './leave-days.ts';
import * as repo from './leaves.repository.ts';
import { listInbox } from './leave-inbox.repository.ts';
import type { StoredLeave } from './leaves.repository.ts';
import { notifyRelief } from './leave-subject.ts';

/** The services need the engine (ADR 22) and the mailer behind notify. */
export interface LeaveDeps {
  approvals: Approvals;
  notifyDeps: Parameters<typeof notifyRelief>[1];
}

const me = (ctx: SignedInContext) => ctx.user.employee.id;
const today = async (ctx: SignedInContext) => (await companyToday(ctx.tx, ctx.companyId)).today;

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
export async function listLeaves(ctx: SignedInContext, q: LeaveListQuery): Promise<ListPage<LeaveDetailRow>> {
  const { perPage, offset, filter } = filterOf(q);
  const page = await repo.listLeaves(
    ctx.tx,
    ctx.companyId,
    { ...filter, employeeId: q.employee_id, branchIds: visibleBranchIds(ctx) },
    await today(ctx),
    perPage,
    offset,
  );
  return { results: page.results.map(strip), total: page.total };
}
type LeaveDetailRow = ReturnType<typeof strip>;

/** GET /hrm/leaves/me: the signed-in employee's own requests. */
export async function myLeaves(ctx: SignedInContext, q: LeaveListQuery): Promise<ListPage<LeaveDetailRow>> {
  const { perPage, offset, filter } = filterOf(q);
  const page = await repo.listLeaves(
    ctx.tx,
    ctx.companyId,
    { ...filter, employeeId: me(ctx) },
    await today(ctx),
    perPage,
    offset,
  );
  return { results: page.results.map(strip), total: page.total };
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
  const levels = await repo.approvalLevels(ctx.tx, ctx.companyId, id);
  const self = me(ctx);
  const isHr = hasPermission(ctx.user, 'view leaves') && branchVisible(ctx, row.branch_id);
  const named = levels.some((l) => l.approver_id === self || l.alt_approver_id === self);
  if (row.employee_id !== self && !isHr && !named && row.handover_to !== self) throw notFound(M.notFound);
  const approval = await repo.approvalType(ctx.tx, ctx.companyId, id);
  const waitingLevel = row.stored_status === 'pending' ? row.approval_level : 0;
  const waiting = levels.filter((l) =>
    approval?.approval_type === 'Concurrent' ? l.outcome === null : l.level === waitingLevel,
  );
  return {
    ...strip(row),
    approval_type: approval ? (approval.approval_type as 'Concurrent' | 'Sequential') : null,
    approvals: levels.map((l) => ({
      level: l.level,
      approver_name: l.approver_name,
      alt_approver_name: l.alt_approver_name,
      outcome: l.outcome,
      decided_by_name: l.decided_by_name,
      decided_at: l.decided_at,
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

const canHr = (
  ctx: SignedInContext,
  slug: 'edit leave' | 'create leave',
  row: { branch_id: number | null },
) => hasPermission(ctx.user, slug) && branchVisible(ctx, row.branch_id);

const cancellable = (row: StoredLeave) => row.status === 'pending' || row.status === 'scheduled';

/** The checks of ADR 23, then the working days counted. */
async function checked(ctx: SignedInContext, input: LeaveInput, employeeId: number, exceptId: number | null) {
  const employee = await repo.findEmployee(ctx.tx, ctx.companyId, employeeId);
  if (!employee) throw invalidField('employee_id', M.employeeUnknown);
  const hrSlug = exceptId === null ? 'create leave' : 'edit leave';
  if (employeeId !== me(ctx) && !canHr(ctx, hrSlug, { branch_id: employee.branchId }))
    throw invalidField('employee_id', M.employeeUnknown);
  if (input.handover_to !== null) {
    if (input.handover_to === employeeId) throw invalidField('handover_to', M.reliefInvalid);
    if (!(await repo.findEmployee(ctx.tx, ctx.companyId, input.handover_to)))
      throw invalidField('handover_to', M.reliefUnknown);
  }
  const type = await findEligibleLeaveType(ctx.tx, ctx.companyId, employeeId, input.leave_type_id);
  if (!type) throw invalidField('leave_type_id', M.notEligible);
  const year = leaveYearOf(input.start_date);
  if (leaveYearOf(input.end_date) !== year) throw invalidField('end_date', M.spansYears);
  const days = workingDays(
    input.start_date,
    input.end_date,
    type.weekend,
    await repo.listHolidays(ctx.tx, ctx.companyId),
  ).length;
  if (days === 0) throw invalidField('start_date', M.noWorkingDays);
  const overlap = await repo.findOverlap(
    ctx.tx,
    ctx.companyId,
    employeeId,
    input.start_date,
    input.end_date,
    exceptId,
  );
  if (overlap)
    throw invalidField(
      'start_date',
      `You already have a leave request from ${overlap.start_date} to ${overlap.end_date}`,
    );
  const [balance] = await employeeBalances(ctx.tx, ctx.companyId, employeeId, year, {
    leaveTypeId: type.id,
    ...(exceptId === null ? {} : { excludeRequestId: exceptId }),
  });
  const free = balance ? Math.max(0, requestable(balance)) : 0;
  if (days > free)
    throw invalidField('end_date', `Only ${free} day(s) of ${type.leaveName} remain for ${year}`);
  return {
    employee,
    type,
    values: {
      employeeId,
      leaveTypeId: type.id,
      startDate: input.start_date,
      endDate: input.end_date,
      days,
      handoverTo: input.handover_to,
      note: input.note,
    },
  };
}

export async function createLeave(
  ctx: SignedInContext,
  deps: LeaveDeps,
  input: LeaveInput,
): Promise<LeaveDetail> {
  const employeeId = input.employee_id ?? me(ctx);
  const { values } = await checked(ctx, input, employeeId, null);
  const id = await repo.insertLeave(ctx.tx, ctx.companyId, values, me(ctx));
  await deps.approvals.submit(ctx, 'leave', id, employeeId);
  await notifyRelief(ctx, deps.notifyDeps, id, 'named');
  const after = await getLeave(ctx, id);
  await audit(ctx, {
    action: 'create',
    entity: 'leave',
    entityId: id,
    description: `Created leave ${after.leave_type_name} for ${after.employee_name}`,
    after,
  });
  return after;
}

/** Only a pending request changes; its approval starts again (ADR 23). */
export async function updateLeave(
  ctx: SignedInContext,
  deps: LeaveDeps,
  id: number,
  input: LeaveInput,
): Promise<LeaveDetail> {
  const before = await getLeave(ctx, id);
  const stored = await repo.findLeave(ctx.tx, ctx.companyId, id, await today(ctx));
  if (!stored) throw notFound(M.notFound);
  if (stored.employee_id !== me(ctx) && !canHr(ctx, 'edit leave', stored)) throw forbidden();
  if (stored.stored_status !== 'pending') throw invalidField('start_date', M.onlyPendingEdited);
  const employeeId = input.employee_id ?? stored.employee_id;
  const { values } = await checked(ctx, input, employeeId, id);
  await repo.updateLeave(ctx.tx, ctx.companyId, id, values);
  await deps.approvals.restart(ctx, 'leave', id, employeeId);
  if (values.handoverTo !== null && values.handoverTo !== stored.handover_to)
    await notifyRelief(ctx, deps.notifyDeps, id, 'named');
  const after = await getLeave(ctx, id);
  await audit(ctx, {
    action: 'update',
    entity: 'leave',
    entityId: id,
    description: `Updated leave ${after.leave_type_name} for ${after.employee_name}`,
    before,
    after,
  });
  return after;
}

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
    const employee = await repo.findEmployee(ctx.tx, ctx.companyId, employeeId);
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
  const results = await repo.searchColleagues(
    ctx.tx,
    ctx.companyId,
    q.search_query || q.query || undefined,
    q.employee_id ?? me(ctx),
  );
  return { results, total: results.length };
}
