import { anyLevelApproved, levelsWaitingOn } from '../../../platform/approvals/approvals.repository.ts';
import {
  MOBILE_CLOCK_MESSAGES as M,
  approvalLevelLabel,
  toPaging,
  type ListPage,
  type MobileClockApproval,
  type MobileClockDecision,
  type MobileClockDecisionInput,
  type MobileClockDecisionResult,
  type MobileClockInput,
  type MobileClockListQuery,
  type MobileClockLog,
  type MobileClockResult,
  type MobileClockToday,
  type MyMobileClockLogs,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, invalidField, notFound } from '../../../platform/http/errors.ts';
import { visibleBranchIds } from '../../../platform/auth/branch-scope.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { companyToday } from '../../../platform/tenancy/company-today.ts';
import type { Approvals } from '../../../platform/approvals/approvals.ts';
import type { Refusal } from '../../../platform/approvals/engine.ts';
import { fencesOf } from './locations.repository.ts';
import { checkFences, formatCoordinates } from './geofence.ts';
import { MOBILE_CLOCK_MODULE, approveClock } from './mobile-clock-subject.ts';
import * as repo from './mobile-clocks.repository.ts';

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
  if (!(await repo.findEmployee(ctx.tx, ctx.companyId, employeeId))) throw new AppError(422, M.notEnabled);
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

/** GET /attendance/me/mobile-clocks/: the employee's own logs; the web reads logs and totalLogs. */
export async function listMine(ctx: SignedInContext, q: MobileClockListQuery): Promise<MyMobileClockLogs> {
  const { paging, filters } = filtersOf(q);
  const page = await repo.listClocks(
    ctx.tx,
    ctx.companyId,
    { ...filters, employeeId: ctx.user.employee.id },
    paging.perPage,
    paging.offset,
  );
  const logs = page.results.map(publicLog);
  return { logs, totalLogs: page.total, results: logs, total: page.total };
}

/** GET /attendance/mobile-clocks/: everyone's logs in the branches the viewer may see (all-logs). */
export async function listAll(
  ctx: SignedInContext,
  q: MobileClockListQuery,
): Promise<ListPage<MobileClockLog>> {
  const { paging, filters } = filtersOf(q);
  const page = await repo.listClocks(
    ctx.tx,
    ctx.companyId,
    { ...filters, branchIds: visibleBranchIds(ctx) },
    paging.perPage,
    paging.offset,
  );
  return { results: page.results.map(publicLog), total: page.total };
}

/** GET /attendance/mobile-clocks/approvals: the clocks waiting on the signed-in approver now. */
export async function listWaiting(
  ctx: SignedInContext,
  q: MobileClockListQuery,
): Promise<ListPage<MobileClockApproval>> {
  const { paging, filters } = filtersOf(q);
  const me = ctx.user.employee.id;
  const page = await repo.listClocks(
    ctx.tx,
    ctx.companyId,
    { ...filters, waitingOn: me },
    paging.perPage,
    paging.offset,
  );
  const levels = await levelsWaitingOn(
    ctx.tx,
    ctx.companyId,
    MOBILE_CLOCK_MODULE,
    page.results.map((r) => r.id),
    me,
  );
  return {
    results: page.results.map((r) => {
      const waiting = levels.get(r.id);
      const level = waiting?.level ?? 0;
      return {
        ...publicLog(r),
        level,
        level_label: approvalLevelLabel(level),
        approval_type: waiting?.type ?? 'Sequential',
      };
    }),
    total: page.total,
  };
}

/** GET /attendance/me/mobile-clocks/today: whether the employee may clock, and today's clocks so far. */
export async function today(ctx: SignedInContext): Promise<MobileClockToday> {
  const me = ctx.user.employee.id;
  const { today: date } = await companyToday(ctx.tx, ctx.companyId);
  const enabled = (await fencesOf(ctx.tx, ctx.companyId, me)).length > 0;
  const clocks = await repo.clocksOn(ctx.tx, ctx.companyId, me, date);
  const firstIn = clocks.find((c) => c.clock_type === 'clock_in');
  const lastOut = [...clocks].reverse().find((c) => c.clock_type === 'clock_out');
  const last = clocks.at(-1);
  return {
    enabled,
    date,
    clocked_in_at: firstIn?.clocked_at ?? null,
    clock_in_time: firstIn?.clock_time ?? null,
    clocked_out_at: lastOut?.clocked_at ?? null,
    clock_out_time: lastOut?.clock_time ?? null,
    next_clock_type: last?.clock_type === 'clock_in' ? 'clock_out' : 'clock_in',
    last: last ? publicLog(last) : null,
  };
}

const REFUSALS: Record<Refusal | 'not-found', string> = {
  'not-pending': M.refusedNotPending,
  'own-request': M.refusedOwn,
  'not-waiting-on-you': M.refusedNotWaiting,
  'reason-required': M.rejectReasonRequired,
  'not-found': M.clockNotFound,
};

/**
 * The approver's bulk approve or reject, each id decided by the engine. An id that is not one of the
 * company's clocks answers 404 (nothing decided); when none could be decided the answer is a 422
 * saying why. A clock some levels approved while later ones still wait reads as processing.
 */
export async function decide(
  ctx: SignedInContext,
  approvals: Approvals,
  action: MobileClockDecision,
  input: MobileClockDecisionInput,
): Promise<{ message: string; data: MobileClockDecisionResult }> {
  const ids = [...new Set(input.mobile_clock_ids?.length ? input.mobile_clock_ids : [input.id ?? 0])];
  const reason = input.reason ?? null;
  if (action === 'reject' && !reason) throw invalidField('reason', M.rejectReasonRequired);
  const found = await repo.lockClocks(ctx.tx, ctx.companyId, ids);
  if (found.length !== ids.length) throw notFound(M.clockNotFound);
  const decisions = await approvals.decide(ctx, MOBILE_CLOCK_MODULE, {
    subjectIds: ids,
    actorId: ctx.user.employee.id,
    action,
    comment: reason,
  });
  const results: MobileClockDecisionResult['results'] = [];
  for (const d of decisions) {
    if ('refusal' in d) {
      results.push({ id: d.subjectId, status: null, refusal: REFUSALS[d.refusal] });
      continue;
    }
    let status: string = d.status;
    if (
      d.status === 'pending' &&
      (await anyLevelApproved(ctx.tx, ctx.companyId, MOBILE_CLOCK_MODULE, d.subjectId))
    ) {
      await repo.setStatus(ctx.tx, ctx.companyId, d.subjectId, 'processing');
      status = 'processing';
    }
    results.push({ id: d.subjectId, status, refusal: null });
  }
  const decided = results.filter((r) => r.refusal === null).length;
  if (decided === 0) {
    const first = results[0]?.refusal;
    throw new AppError(
      422,
      results.length === 1 && first ? first : M.noneDecided,
      results.map((r, i) => ({ field: `mobile_clock_ids.${i}`, message: r.refusal ?? M.noneDecided })),
    );
  }
  for (const r of results.filter((x) => x.refusal === null))
    await audit(ctx, {
      action,
      entity: 'mobile clock',
      entityId: r.id,
      description: `${action === 'approve' ? 'Approved' : 'Rejected'} mobile clock ${r.id}${reason ? `: ${reason}` : ''}`,
    });
  return { message: action === 'approve' ? M.approved : M.rejected, data: { decided, results } };
}
