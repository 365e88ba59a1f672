import { viewFilter, withWaitingLevels, type RequestView } from '../../../platform/approvals/inbox.ts';
import {
  MOBILE_CLOCK_MESSAGES as M,
  toPaging,
  type ListPage,
  type MobileClockApproval,
  type MobileClockInput,
  type MobileClockListQuery,
  type MobileClockLog,
  type MobileClockResult,
  type MobileClockToday,
  type MyMobileClockLogs,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import type { Approvals } from '../../../platform/approvals/approvals.ts';
import { todayPlan } from '../engine/today-plan.service.ts';
import { fencesOf } from './locations.repository.ts';
import { checkFences, formatCoordinates } from './geofence.ts';
import { MOBILE_CLOCK_MODULE, approveClock } from './mobile-clock-subject.ts';
import * as repo from './mobile-clocks.repository.ts';
import { findCurrentEmployee } from '../../../platform/db/current-employee.repository.ts';

const publicLog = ({ employee_branch_id: _b, punch_id: _p, ...row }: repo.StoredClock): MobileClockLog => row;

function filtersOf(q: MobileClockListQuery) {
  const paging = toPaging(q);
  return { paging, filters: { search: paging.search, status: q.status, date: q.date } };
}

/**
 * POST /attendance/me/mobile-clocks: the signed-in employee clocks in or out where they stand. Inside
 * one of their fences the clock is approved at once and becomes a punch; outside every fence it goes
 * to the mobile-clock approvers (ADR 28). Someone with no location at all is told so and nothing is
 * saved, as is a request with no position (the schema's 422).
 */
export async function clock(
  ctx: SignedInContext,
  approvals: Approvals,
  input: MobileClockInput,
  at = new Date(),
): Promise<{ message: string; data: MobileClockResult }> {
  const employeeId = ctx.user.employee.id;
  if (!(await findCurrentEmployee(ctx.tx, ctx.companyId, employeeId))) throw new AppError(422, M.notEnabled);
  const fences = await fencesOf(ctx.tx, ctx.companyId, employeeId);
  if (fences.length === 0) throw new AppError(422, M.notEnabled);
  const position = { latitude: input.latitude, longitude: input.longitude };
  const check = checkFences(position, fences);
  const id = await repo.insertClock(ctx.tx, ctx.companyId, {
    employeeId,
    clockType: input.clock_type,
    clockedAt: at,
    latitude: input.latitude,
    longitude: input.longitude,
    accuracy: input.accuracy ?? null,
    clockAddress: check.inside ? check.fence.name : formatCoordinates(position),
    locationId: check.inside ? check.fence.id : (check.nearest?.id ?? null),
    distance: check.inside ? null : check.outsideBy,
    status: 'pending',
  });
  if (check.inside) await approveClock(ctx, id);
  else await approvals.submit(ctx, MOBILE_CLOCK_MODULE, id, employeeId, at);
  const row = await repo.findClock(ctx.tx, ctx.companyId, id);
  if (!row) throw new Error(`mobile clock ${id} vanished`);
  await audit(ctx, {
    action: 'create',
    entity: 'mobile clock',
    entityId: id,
    description: `${row.name} clocked ${row.clock_type === 'clock_in' ? 'in' : 'out'} at ${row.clock_address} (${row.status})`,
    after: publicLog(row),
  });
  const message = check.inside
    ? row.clock_type === 'clock_in'
      ? M.clockedIn
      : M.clockedOut
    : row.status === 'rejected'
      ? M.clockRejected
      : M.clockPending;
  return { message, data: { ...publicLog(row), inside: check.inside } };
}

/** A page of clocks in one view (see RequestView), as the client reads them. */
async function pageOf(ctx: SignedInContext, q: MobileClockListQuery, view: RequestView) {
  const { paging, filters } = filtersOf(q);
  const where = { ...filters, ...viewFilter(ctx, view) };
  const page = await repo.listClocks(ctx.tx, ctx.companyId, where, paging.perPage, paging.offset);
  return { results: page.results.map(publicLog), total: page.total };
}

/** GET /attendance/me/mobile-clocks/: the employee's own logs; the web reads logs and totalLogs. */
export async function listMine(ctx: SignedInContext, q: MobileClockListQuery): Promise<MyMobileClockLogs> {
  const page = await pageOf(ctx, q, 'own');
  return { logs: page.results, totalLogs: page.total, ...page };
}

/** GET /attendance/mobile-clocks/: everyone's logs in the branches the viewer may see (all-logs). */
export function listAll(ctx: SignedInContext, q: MobileClockListQuery): Promise<ListPage<MobileClockLog>> {
  return pageOf(ctx, q, 'visible');
}

/** GET /attendance/mobile-clocks/approvals: the clocks waiting on the signed-in approver now. */
export async function listWaiting(
  ctx: SignedInContext,
  q: MobileClockListQuery,
): Promise<ListPage<MobileClockApproval>> {
  return withWaitingLevels(ctx, MOBILE_CLOCK_MODULE, await pageOf(ctx, q, 'waiting'));
}

/**
 * GET /attendance/me/mobile-clocks/today: whether the employee may clock, today's clocks so far, and
 * what today is by their shift plan (a day off, a public holiday, leave; the next shift), as the home.
 */
export async function today(ctx: SignedInContext): Promise<MobileClockToday> {
  const me = ctx.user.employee.id;
  const { today: date } = await companyToday(ctx.tx, ctx.companyId);
  const enabled = (await fencesOf(ctx.tx, ctx.companyId, me)).length > 0;
  const clocks = await repo.clocksOn(ctx.tx, ctx.companyId, me, date);
  const firstIn = clocks.find((c) => c.clock_type === 'clock_in');
  const lastOut = [...clocks].reverse().find((c) => c.clock_type === 'clock_out');
  const last = clocks.at(-1);
  const plan = await todayPlan(ctx.tx, ctx.companyId, me, date);
  return {
    enabled,
    date,
    clocked_in_at: firstIn?.clocked_at ?? null,
    clock_in_time: firstIn?.clock_time ?? null,
    clocked_out_at: lastOut?.clocked_at ?? null,
    clock_out_time: lastOut?.clock_time ?? null,
    next_clock_type: last?.clock_type === 'clock_in' ? 'clock_out' : 'clock_in',
    last: last ? publicLog(last) : null,
    day_off: plan.dayOff,
    public_holiday: plan.holidayName,
    on_leave: plan.onLeave,
    next_shift_start: plan.nextShiftStart,
  };
}
