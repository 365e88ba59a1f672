import { LEAVE_MESSAGES as M, type LeaveDetail, type LeaveInput } from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { forbidden, invalidField, notFound } from '../../../platform/http/errors.ts';
import {
  auditedCreate,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import { findEligibleLeaveType } from '../shared/leave-eligibility.repository.ts';
import { employeeBalances, requestable } from './leave-balances.ts';
import { leaveYearOf, workingDays } from './leave-days.ts';
import * as repo from './leaves.repository.ts';
import * as booking from './leave-booking.repository.ts';
import { findCurrentEmployee } from '../../../platform/db/current-employee.repository.ts';
import { notifyRelief } from './leave-subject.ts';
import { canHr, getLeave, me, today, type LeaveDeps } from './leaves.service.ts';

/**
 * Booking a leave (spec 2 §5 "Create leave", "Edit leave"; ADR 23): the request is checked (the
 * employee, the relief officer, the type they may take, one leave year, working days, no overlap,
 * enough balance), saved, sent through the approval engine and audited.
 */

/** A leave as the audit log names it: "Created leave Annual for Ada Obi". */
const leave: AuditedResource<LeaveDetail> = {
  entity: 'leave',
  name: (row) => `${row.leave_type_name} for ${row.employee_name}`,
  find: getLeave,
};

/** The checks of ADR 23, then the working days counted. */
async function checked(ctx: SignedInContext, input: LeaveInput, employeeId: number, exceptId: number | null) {
  const employee = await findCurrentEmployee(ctx.tx, ctx.companyId, employeeId);
  if (!employee) throw invalidField('employee_id', M.employeeUnknown);
  const hrSlug = exceptId === null ? 'create leave' : 'edit leave';
  if (employeeId !== me(ctx) && !canHr(ctx, hrSlug, { branch_id: employee.branchId }))
    throw invalidField('employee_id', M.employeeUnknown);
  if (input.handover_to !== null) {
    if (input.handover_to === employeeId) throw invalidField('handover_to', M.reliefInvalid);
    if (!(await findCurrentEmployee(ctx.tx, ctx.companyId, input.handover_to)))
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
    await booking.listHolidays(ctx.tx, ctx.companyId),
  ).length;
  if (days === 0) throw invalidField('start_date', M.noWorkingDays);
  const overlap = await booking.findOverlap(
    ctx.tx,
    ctx.companyId,
    employeeId,
    input.start_date,
    input.end_date,
    exceptId,
  );
  if (overlap) throw invalidField('start_date', M.overlaps(overlap.start_date, overlap.end_date));
  const [balance] = await employeeBalances(ctx.tx, ctx.companyId, employeeId, year, {
    leaveTypeId: type.id,
    ...(exceptId === null ? {} : { excludeRequestId: exceptId }),
  });
  const free = balance ? Math.max(0, requestable(balance)) : 0;
  if (days > free) throw invalidField('end_date', M.balanceExceeded(free, type.leaveName, year));
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
  return auditedCreate(ctx, leave, async () => {
    const { values } = await checked(ctx, input, employeeId, null);
    const id = await repo.insertLeave(ctx.tx, ctx.companyId, values, me(ctx));
    await deps.approvals.submit(ctx, 'leave', id, employeeId);
    await notifyRelief(ctx, deps.notifyDeps, id, 'named');
    return id;
  });
}

/** Only a pending request changes; its approval starts again (ADR 23). */
export async function updateLeave(
  ctx: SignedInContext,
  deps: LeaveDeps,
  id: number,
  input: LeaveInput,
): Promise<LeaveDetail> {
  return auditedUpdate(ctx, leave, id, async () => {
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
  });
}
