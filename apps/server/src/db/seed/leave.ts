import { sql } from 'drizzle-orm';
import { notificationText } from '@clockroom/contracts';
import type { Tx } from '../../platform/db/database.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { createContext, type RequestContext } from '../../platform/http/context.ts';
import { Approvals, type ApprovalSubject } from '../../platform/approvals/approvals.ts';
import { insertGroup } from '../../platform/approvals/group-choice.repository.ts';
import { workingDays, type Holiday } from '../../modules/hrm/index.ts';
import { companyToday } from '../../platform/tenancy/company-today.ts';
import { daysFrom } from './seed-days.ts';
import {
  DEMO_EXEMPTIONS,
  DEMO_LEAVES,
  EXEMPTION_GROUP,
  LEAVE_GROUPS,
  type Approver,
  type PlannedLeave,
  type Step,
} from './leave-plan.ts';

const DAY_MS = 86_400_000;

/**
 * The day `day` of the week `weeks` from this one (Monday is day 0), counted from the company's today
 * (yyyy-MM-dd): leave states are company-day facts, and in the hour before Lagos's midnight the UTC
 * day would put this week's leave in the one before.
 */
function weekday(today: string, weeks: number, day: number): string {
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return daysFrom(today, weeks * 7 + day - sinceMonday);
}

/** Submitted a week before it starts (never in the future), decided a day later. */
function timesFor(start: string): { submitted: Date; decided: Date } {
  const now = Date.now();
  const submitted = Math.min(now - 3 * 3_600_000, Date.parse(`${start}T09:00:00Z`) - 7 * DAY_MS);
  return { submitted: new Date(submitted), decided: new Date(Math.min(now - 3_600_000, submitted + DAY_MS)) };
}

/**
 * The planned dates and their working days. A request lies within one leave year (ADR 23), so near
 * the new year the rest is not requested; one that falls wholly on holidays moves a week later.
 */
function datesOf(
  today: string,
  plan: PlannedLeave,
  weekend: readonly string[],
  holidays: readonly Holiday[],
) {
  for (let later = 0; ; later++) {
    const start = weekday(today, plan.weeks + later, plan.day);
    let end = daysFrom(start, plan.length - 1);
    if (end.slice(0, 4) !== start.slice(0, 4)) end = `${start.slice(0, 4)}-12-31`;
    const days = workingDays(start, end, weekend, holidays).length;
    if (days > 0 || later === 3) return { start, end, days };
  }
}

async function rows<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await tx.execute(query)).rows as T[];
}

/** A subject with the modules' own consequence of a decision (the status), read as the modules read it. */
function seedSubject(module: 'leave' | 'exemption', table: 'leave_requests' | 'exemptions'): ApprovalSubject {
  return {
    module,
    noGroupRule: () => 'approve',
    describe: async (ctx, id) => {
      if (module === 'exemption') {
        const [x] = await rows<{ date: string; employee: string }>(
          ctx.tx,
          sql`SELECT to_char(x.date, 'DD-MM-YYYY') AS date, e.first_name || ' ' || e.last_name AS employee
              FROM exemptions x JOIN employees e ON e.company_id = x.company_id AND e.id = x.employee_id
              WHERE x.id = ${id}`,
        );
        if (!x) throw new Error(`The demo exemption ${id} does not exist`);
        return notificationText('exemptionSubject', x);
      }
      const [r] = await rows<{ leave_type: string; start_date: string; end_date: string; employee: string }>(
        ctx.tx,
        sql`SELECT t.leave_name AS leave_type, to_char(r.start_date, 'DD-MM-YYYY') AS start_date,
              to_char(r.end_date, 'DD-MM-YYYY') AS end_date, e.first_name || ' ' || e.last_name AS employee
            FROM leave_requests r JOIN leave_types t ON t.company_id = r.company_id AND t.id = r.leave_type_id
            JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id WHERE r.id = ${id}`,
      );
      if (!r) throw new Error(`The demo leave ${id} does not exist`);
      return notificationText('leaveSubject', r);
    },
    onDecided: async (ctx, id, status) => {
      await ctx.tx.execute(sql`UPDATE ${sql.identifier(table)} SET status = ${status} WHERE id = ${id}`);
    },
  };
}

interface Places {
  staff: (index: number) => number;
  approver: Record<Approver, number>;
  department: (name: string) => number;
}

async function placesOf(tx: Tx, companyId: number): Promise<Places> {
  const people = await rows<{ id: string; pin: string; email: string | null }>(
    tx,
    sql`SELECT id, pin, email FROM employees WHERE company_id = ${companyId}`,
  );
  const departments = await rows<{ id: string; department_name: string }>(
    tx,
    sql`SELECT id, department_name FROM departments WHERE company_id = ${companyId}`,
  );
  const find = <T>(list: T[], test: (x: T) => boolean, what: string): T => {
    const found = list.find(test);
    if (!found) throw new Error(`The demo leave seed needs ${what}`);
    return found;
  };
  return {
    staff: (i) => Number(find(people, (p) => p.pin === String(100 + i), `staff member ${i}`).id),
    approver: {
      owner: Number(find(people, (p) => p.email === 'admin@demo.example', 'the owner').id),
      hr: Number(find(people, (p) => p.email === 'hr@demo.example', 'the HR officer').id),
    },
    department: (name) => Number(find(departments, (d) => d.department_name === name, name).id),
  };
}

async function decide(
  ctx: RequestContext,
  approvals: Approvals,
  module: string,
  id: number,
  step: Step,
  places: Places,
  at: Date,
) {
  const [result] = await approvals.decide(
    ctx,
    module,
    {
      subjectIds: [id],
      actorId: places.approver[step.by],
      action: step.action,
      comment: step.action === 'reject' ? step.reason : null,
    },
    at,
  );
  if (!result || 'refusal' in result) throw new Error(`The demo ${module} ${id} could not be decided`);
}

/**
 * The demo company's leave and exemption requests (leave-plan.ts), sent through the approval engine
 * as the app sends them: its groups' levels, the waiting rows the inboxes read and the bell's
 * notices. No mail goes out. Needs the default leave types and the demo staff.
 */
export async function seedDemoLeave(tx: Tx, companyId: number): Promise<void> {
  const places = await placesOf(tx, companyId);
  const { today } = await companyToday(tx, companyId);
  const ctx = createContext(tx, 'demo-seed', '127.0.0.1', companyId);
  ctx.companyId = companyId;
  ctx.systemActor = 'demo seed';
  // Nothing mails from the seed, so no link is ever written with the app's address.
  const approvals = new Approvals({
    mailer: { send: async () => undefined },
    config: { appUrl: '' } as AppDeps['config'],
  });
  approvals.register(seedSubject('leave', 'leave_requests'));
  approvals.register(seedSubject('exemption', 'exemptions'));
  for (const [module, groups] of [
    ['leave', LEAVE_GROUPS],
    ['exemption', [EXEMPTION_GROUP]],
  ] as const) {
    for (const group of groups) {
      await insertGroup(tx, companyId, {
        module,
        description: group.description,
        basis: 'department',
        memberIds: group.departments.map(places.department),
        branchId: null,
        approvalType: 'Sequential',
        levels: group.levels.map((by, i) => ({
          level: i + 1,
          approverId: places.approver[by],
          altApproverId: null,
        })),
      });
    }
  }

  const types = await rows<{ id: string; leave_name: string; weekend: string[] }>(
    tx,
    sql`SELECT id, leave_name, weekend FROM leave_types WHERE company_id = ${companyId}`,
  );
  const holidays = await rows<Holiday>(
    tx,
    sql`SELECT to_char(holiday_date, 'YYYY-MM-DD') AS date, recurring FROM public_holidays WHERE company_id = ${companyId}`,
  );
  for (const plan of DEMO_LEAVES) {
    const type = types.find((t) => t.leave_name === plan.type);
    if (!type) throw new Error(`The demo leave seed needs the leave type ${plan.type}`);
    const { start, end, days } = datesOf(today, plan, type.weekend, holidays);
    if (days === 0) continue;
    const employeeId = places.staff(plan.staff);
    const { submitted, decided } = timesFor(start);
    const [inserted] = await rows<{ id: string }>(
      tx,
      sql`INSERT INTO leave_requests (company_id, employee_id, leave_type_id, start_date, end_date, days,
          handover_to, note, status, created_by, created_at, updated_at)
        VALUES (${companyId}, ${employeeId}, ${type.id}, ${start}, ${end}, ${days},
          ${plan.relief === undefined ? null : places.staff(plan.relief)}, ${plan.note}, 'pending', ${employeeId},
          ${submitted.toISOString()}, ${submitted.toISOString()})
        RETURNING id`,
    );
    const id = Number(inserted?.id);
    await approvals.submit(ctx, 'leave', id, employeeId, submitted);
    for (const step of plan.steps) {
      if (step === 'cancel') {
        await approvals.withdraw(ctx, 'leave', id, decided);
        await tx.execute(sql`UPDATE leave_requests SET status = 'cancelled' WHERE id = ${id}`);
      } else await decide(ctx, approvals, 'leave', id, step, places, decided);
    }
  }

  for (const plan of DEMO_EXEMPTIONS) {
    const date = weekday(today, plan.weeks, plan.day);
    const employeeId = places.staff(plan.staff);
    const { submitted, decided } = timesFor(date);
    const [inserted] = await rows<{ id: string }>(
      tx,
      sql`INSERT INTO exemptions (company_id, employee_id, date, exemption_reason, status, created_by, created_at, updated_at)
        VALUES (${companyId}, ${employeeId}, ${date}, ${plan.reason}, 'pending', ${employeeId},
          ${submitted.toISOString()}, ${submitted.toISOString()})
        RETURNING id`,
    );
    const id = Number(inserted?.id);
    await approvals.submit(ctx, 'exemption', id, employeeId, submitted);
    for (const step of plan.steps) await decide(ctx, approvals, 'exemption', id, step, places, decided);
  }
}
