import {
  SHIFT_MESSAGES as M,
  expectedWorkMinutes,
  isOvernight,
  shiftLengthMinutes,
  shiftRange,
  shortTime,
  toPaging,
  type ListPage,
  type WorkShiftDetail,
  type WorkShiftListQuery,
  type WorkShiftRow,
  type WorkShiftValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { invalidField, notFound, AppError } from '../../../platform/http/errors.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  namedResource,
} from '../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import { OPEN_END, queueShiftDays } from './shift-dirty.ts';
import * as repo from './work-shifts.repository.ts';

// One name per company, ignoring case and surrounding spaces: the index decides (ADR 18).
registerUniqueConstraint('work_shifts_name_key', { field: 'name', message: M.nameTaken });

const today = async (ctx: SignedInContext) => (await companyToday(ctx.tx, ctx.companyId)).today;

export function toRow(s: repo.StoredShift): WorkShiftRow {
  return {
    id: s.id,
    name: s.name,
    shift_type_id: s.shiftTypeId,
    shift_type: s.shiftType,
    start_time: shortTime(s.startTime),
    end_time: shortTime(s.endTime),
    grace_minutes: s.graceMinutes,
    break_minutes: s.breakMinutes,
    work_days: s.workDays,
    status: s.status,
    description: s.description,
    color: s.color,
    overnight: isOvernight(s.startTime, s.endTime),
    shift_range: shiftRange(s.startTime, s.endTime),
    expected_work_minutes: expectedWorkMinutes(s.startTime, s.endTime, s.breakMinutes),
    employees_count: s.employeesCount,
  };
}

export async function listShifts(
  ctx: SignedInContext,
  q: WorkShiftListQuery,
): Promise<ListPage<WorkShiftRow>> {
  const p = toPaging(q);
  const page = await repo.listShifts(
    ctx.tx,
    ctx.companyId,
    { search: p.search, status: q.status, today: await today(ctx) },
    p.perPage,
    p.offset,
  );
  return { results: page.results.map(toRow), total: page.total };
}

export async function getShift(ctx: SignedInContext, id: number): Promise<WorkShiftDetail> {
  const day = await today(ctx);
  const found = await repo.findShift(ctx.tx, ctx.companyId, id, day);
  if (!found) throw notFound(M.notFound);
  return { ...toRow(found), employees: await repo.shiftMembers(ctx.tx, ctx.companyId, id, day) };
}

const shift = namedResource<WorkShiftDetail>('work shift', getShift);

async function toValues(ctx: SignedInContext, input: WorkShiftValues): Promise<repo.ShiftValues> {
  const typeId = input.shift_type_id ?? null;
  if (typeId !== null && !(await repo.shiftTypeExists(ctx.tx, ctx.companyId, typeId))) {
    throw invalidField('shift_type_id', M.shiftTypeNotFound);
  }
  if (input.break_minutes >= shiftLengthMinutes(input.start_time, input.end_time)) {
    throw invalidField('break_minutes', M.breakTooLong);
  }
  return {
    name: input.name,
    shiftTypeId: typeId,
    startTime: input.start_time,
    endTime: input.end_time,
    graceMinutes: input.grace_minutes,
    breakMinutes: input.break_minutes,
    workDays: input.work_days,
    status: input.status,
    description: input.description ?? null,
    color: input.color ?? null,
  };
}

/** Every day the shift shapes goes back to the engine: times, grace, break and work days feed the facts. */
async function queueShift(ctx: SignedInContext, id: number): Promise<void> {
  await queueShiftDays(ctx.tx, ctx.companyId, await repo.shiftFootprint(ctx.tx, ctx.companyId, id, OPEN_END));
}

export function createShift(ctx: SignedInContext, input: WorkShiftValues): Promise<WorkShiftDetail> {
  return auditedCreate(ctx, shift, async () =>
    repo.insertShift(ctx.tx, ctx.companyId, await toValues(ctx, input)),
  );
}

export async function updateShift(
  ctx: SignedInContext,
  id: number,
  input: WorkShiftValues,
): Promise<WorkShiftDetail> {
  if (!(await repo.lockShift(ctx.tx, ctx.companyId, id, 'update'))) throw notFound(M.notFound);
  return auditedUpdate(ctx, shift, id, async (before) => {
    await repo.updateShift(ctx.tx, ctx.companyId, id, await toValues(ctx, input));
    const timesChanged =
      before.start_time !== shortTime(input.start_time) ||
      before.end_time !== shortTime(input.end_time) ||
      before.grace_minutes !== input.grace_minutes ||
      before.break_minutes !== input.break_minutes ||
      before.work_days.join() !== input.work_days.join() ||
      before.name !== input.name;
    if (timesChanged) await queueShift(ctx, id);
  });
}

/**
 * Deleting a shift unassigns its employees and drops its roster days (they cascade); spec 3 §9 always
 * sends force=true. Without it, a shift someone still has is refused.
 */
export async function deleteShift(ctx: SignedInContext, id: number, force: boolean): Promise<void> {
  if (!(await repo.lockShift(ctx.tx, ctx.companyId, id, 'update'))) throw notFound(M.notFound);
  await auditedDelete(ctx, shift, id, async () => {
    if (!force && (await repo.shiftInUse(ctx.tx, ctx.companyId, id, await today(ctx)))) {
      throw new AppError(422, M.hasEmployees);
    }
    await queueShift(ctx, id);
    await repo.deleteShift(ctx.tx, ctx.companyId, id);
  });
}
