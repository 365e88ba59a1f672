import { hasPermission, initialsOf, type Paging } from '@clockroom/contracts';
import { listAudit } from '../../platform/audit/audit.repository.ts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { visibleBranchIds } from '../../platform/auth/branch-scope.ts';
import type { Approvals } from '../../platform/approvals/approvals.ts';
import { hrmHomeCards } from '../hrm/index.ts';
import { todayClockIn, todayPlan } from '../attendance/index.ts';
import * as repo from './home.repository.ts';
import { latestPayslip } from './home-payslip.repository.ts';

const CELEBRATION_WINDOW_DAYS = 30;

function withInitials<T extends { first_name: string; last_name: string }>(rows: T[]) {
  return rows.map(({ first_name, last_name, ...rest }) => ({
    ...rest,
    employee_initials: initialsOf(first_name, last_name),
  }));
}

/**
 * The viewer's attendance today: their first punch, and, for a home that would otherwise say 'You are
 * yet to clock in today', whether today is a day off, a public holiday or leave, and when the next
 * shift starts.
 */
async function attendanceStatistics(ctx: SignedInContext, today: string) {
  const employeeId = ctx.user.employee.id;
  const plan = await todayPlan(ctx.tx, ctx.companyId, employeeId, today);
  return {
    clockin: await todayClockIn(ctx.tx, ctx.companyId, employeeId),
    day_off: plan.dayOff,
    public_holiday: plan.holidayName,
    on_leave: plan.onLeave,
    next_shift_start: plan.nextShiftStart,
  };
}

/**
 * The home dashboard of spec 2 "Home dashboard response", filled with what the modules built so far
 * know; attendanceStatistics is the viewer's first punch of the day and what today is for them.
 */
export async function homeDashboard(ctx: SignedInContext, approvals: Approvals, view: 'admin' | 'ess') {
  // The admin home counts what the viewer may see: the header's branch, else the branches they
  // manage (every one with 'view all stations'). Self-service home is about the whole company.
  const branchIds = view === 'admin' ? visibleBranchIds(ctx) : null;
  const { today, readable, day } = await repo.companyToday(ctx.tx, ctx.companyId);
  const counts = await repo.employeeCounts(ctx.tx, ctx.companyId, branchIds);
  const birthdays = await repo.upcomingCelebrations(
    ctx.tx,
    ctx.companyId,
    'date_of_birth',
    today,
    CELEBRATION_WINDOW_DAYS,
    branchIds,
  );
  const anniversaries = await repo.upcomingCelebrations(
    ctx.tx,
    ctx.companyId,
    'appointment_date',
    today,
    CELEBRATION_WINDOW_DAYS,
    branchIds,
  );
  const joiners = await repo.movementsThisMonth(ctx.tx, ctx.companyId, 'appointment_date', today, branchIds);
  const exits = await repo.movementsThisMonth(ctx.tx, ctx.companyId, 'exit_date', today, branchIds);
  const nextHoliday = await repo.nextPublicHoliday(ctx.tx, ctx.companyId, today);
  const hrm = await hrmHomeCards(ctx, approvals, today, branchIds);
  return {
    ...hrm,
    readable_date: readable,
    day,
    // The session already carries the signed-in employee's name and picture.
    profile: {
      employee_name: `${ctx.user.employee.first_name} ${ctx.user.employee.last_name}`,
      employee_initials: initialsOf(ctx.user.employee.first_name, ctx.user.employee.last_name),
      picture: ctx.user.employee.picture,
      attendanceStatistics: await attendanceStatistics(ctx, today),
    },
    employees_count: counts,
    birthdays: withInitials(birthdays),
    work_anniversaries: withInitials(anniversaries.filter((a) => a.years >= 1)),
    new_joiners: withInitials(joiners),
    employee_exits: withInitials(exits),
    next_public_holiday: nextHoliday,
    // The viewer's own latest payslip, whichever view (ADR 46).
    payslip: await latestPayslip(ctx.tx, ctx.companyId, ctx.user.employee.id),
  };
}

/**
 * GET /home/activity-logs: the company's history for holders of 'view activity logs' (unless they ask
 * for their own, scope=me); everyone else sees only what they did themselves.
 */
export async function activityLogs(ctx: SignedInContext, paging: Paging, scope: 'company' | 'me') {
  const companyWide = scope !== 'me' && hasPermission(ctx.user, 'view activity logs');
  const page = await listAudit(ctx.tx, ctx.companyId, {
    offset: paging.offset,
    limit: paging.perPage,
    search: paging.search,
    actorUserId: companyWide ? undefined : ctx.user.id,
  });
  // The response schema holds the wire format (an ISO string), which is also the client's type.
  const results = page.results.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  return { results, total: page.total };
}
