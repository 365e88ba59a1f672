import { z } from 'zod';
import {
  SHIFT_MESSAGES as M,
  shiftAssignInputSchema,
  shiftUnassignInputSchema,
  type ShiftAssignAnswer,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, invalidField, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import { dayBefore, planAssignment, planChanges } from './assignment-dating.ts';
import { OPEN_END, queueShiftDays } from './shift-dirty.ts';
import * as repo from './shift-assignments.repository.ts';
import { lockShift } from './work-shifts.repository.ts';

type AssignInput = z.output<typeof shiftAssignInputSchema>;
type UnassignInput = z.output<typeof shiftUnassignInputSchema>;

/**
 * Moves employees onto a shift (or off one) from a date on (ADR 27 "Dated assignments"): the current
 * assignment closes the day before, history stays, and the engine re-reads every day from the date.
 * Returns how many employees actually changed.
 */
async function moveEmployees(
  ctx: SignedInContext,
  employeeIds: readonly number[],
  target: number | null,
  from: string,
  /** When unassigning: only assignments to this shift end (null: whatever the employee has). */
  onlyShift: number | null,
  field: string,
): Promise<number> {
  const ids = [...new Set(employeeIds)];
  if (ids.length === 0) return 0;
  const found = await repo.lockEmployees(ctx.tx, ctx.companyId, ids);
  if (found.length !== ids.length) throw invalidField(field, M.employeesNotFound);
  const existing = await repo.assignmentsFrom(ctx.tx, ctx.companyId, ids, from);
  const change = { remove: [] as number[], close: [] as number[], open: [] as number[] };
  const moved: number[] = [];
  for (const id of ids) {
    let own = existing.get(id) ?? [];
    if (target === null && onlyShift !== null) {
      // Unassigning from a named shift leaves the employee's other shift (a later one) alone.
      own = own.filter((a) => a.workShiftId === onlyShift);
    }
    const plan = planAssignment(own, target, from);
    if (!planChanges(plan)) continue;
    moved.push(id);
    change.remove.push(...plan.remove);
    change.close.push(...plan.close);
    if (plan.open) change.open.push(id);
  }
  await repo.applyAssignmentPlans(ctx.tx, ctx.companyId, {
    ...change,
    closeOn: dayBefore(from),
    shiftId: target,
    from,
  });
  await queueShiftDays(ctx.tx, ctx.companyId, { ranges: [{ from, to: OPEN_END, employeeIds: moved }] });
  return moved.length;
}

async function activeShift(ctx: SignedInContext, id: number, forAssigning: boolean) {
  const found = await lockShift(ctx.tx, ctx.companyId, id, 'share');
  if (!found) throw notFound(M.notFound);
  if (forAssigning && found.status !== 'active') throw invalidField('work_shift_id', M.shiftInactive);
}

/** POST /assign: the widget's lists for one shift; the unassigned lose this shift only. */
export async function assignEmployees(ctx: SignedInContext, input: AssignInput): Promise<ShiftAssignAnswer> {
  const from = input.effective_date ?? (await companyToday(ctx.tx, ctx.companyId)).today;
  await activeShift(ctx, input.work_shift_id, input.assign_category_type_ids.length > 0);
  const overlap = input.assign_category_type_ids.filter((id) =>
    input.unassign_category_type_ids.includes(id),
  );
  if (overlap.length > 0) throw new AppError(422, M.selectionRequired);
  const assigned = await moveEmployees(
    ctx,
    input.assign_category_type_ids,
    input.work_shift_id,
    from,
    null,
    'assign_category_type_ids',
  );
  const unassigned = await moveEmployees(
    ctx,
    input.unassign_category_type_ids,
    null,
    from,
    input.work_shift_id,
    'unassign_category_type_ids',
  );
  await audit(ctx, {
    action: 'assign',
    entity: 'work shift',
    entityId: input.work_shift_id,
    description: `Assigned ${assigned} and unassigned ${unassigned} employees from ${from}`,
    after: {
      effective_date: from,
      assign: input.assign_category_type_ids,
      unassign: input.unassign_category_type_ids,
    },
  });
  return { assigned, unassigned, effective_date: from };
}

/** PUT /unassign: the employees have no shift from the date (or lose the named one only). */
export async function unassignEmployees(
  ctx: SignedInContext,
  input: UnassignInput,
): Promise<ShiftAssignAnswer> {
  const from = input.effective_date ?? (await companyToday(ctx.tx, ctx.companyId)).today;
  const shiftId = input.work_shift_id ?? null;
  if (shiftId !== null) await activeShift(ctx, shiftId, false);
  const unassigned = await moveEmployees(
    ctx,
    input.unassign_category_type_ids,
    null,
    from,
    shiftId,
    'unassign_category_type_ids',
  );
  await audit(ctx, {
    action: 'unassign',
    entity: 'work shift',
    entityId: shiftId,
    description: `Unassigned ${unassigned} employees from ${from}`,
    after: { effective_date: from, unassign: input.unassign_category_type_ids },
  });
  return { assigned: 0, unassigned, effective_date: from };
}
