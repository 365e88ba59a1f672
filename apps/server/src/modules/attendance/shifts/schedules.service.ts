import { z } from 'zod';
import {
  scheduleInputSchema,
  shiftRange,
  type ScheduleDate,
  type ScheduleQuery,
  type SchedulesAnswer,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { queueShiftDays } from './shift-dirty.ts';
import { peopleScope } from './people-scope.ts';
import { checkRosterTargets } from './roster.service.ts';
import * as repo from './roster.repository.ts';

type ScheduleInput = z.output<typeof scheduleInputSchema>;

/**
 * Schedules (ADR 27): a shift given to employees on chosen dates, not a range; stored as roster
 * entries, so they win over assignments exactly as the roster does. GET lists the scheduled dates of
 * a range, one entry per date and shift with its employees.
 */
export async function listSchedules(ctx: SignedInContext, q: ScheduleQuery): Promise<SchedulesAnswer> {
  const scope = await peopleScope(ctx, q, q.date_from, q.date_to);
  const rows = await repo.scheduledDays(ctx.tx, ctx.companyId, scope);
  const dates: ScheduleDate[] = [];
  for (const row of rows) {
    let last = dates.at(-1);
    if (!last || last.date !== row.day || last.work_shift_id !== Number(row.work_shift_id)) {
      last = {
        date: row.day,
        work_shift_id: Number(row.work_shift_id),
        shift_name: row.name,
        shift_range: shiftRange(row.start_time, row.end_time),
        color: row.color,
        employees: [],
      };
      dates.push(last);
    }
    last.employees.push({ id: Number(row.employee_id), employee_name: row.employee_name });
  }
  return { dates };
}

export async function createSchedule(
  ctx: SignedInContext,
  input: ScheduleInput,
): Promise<{ dates: string[]; employees: number }> {
  await checkRosterTargets(ctx, input.work_shift_id, input.employee_ids);
  const employees = [...new Set(input.employee_ids)];
  await repo.upsertRosterDays(ctx.tx, ctx.companyId, employees, input.dates, input.work_shift_id);
  await queueShiftDays(ctx.tx, ctx.companyId, {
    ranges: [],
    days: employees.flatMap((employeeId) => input.dates.map((day) => ({ employeeId, day }))),
  });
  await audit(ctx, {
    action: 'schedule',
    entity: 'work shift',
    entityId: input.work_shift_id,
    description: `Scheduled ${employees.length} employees on ${input.dates.length} dates`,
    after: input,
  });
  return { dates: input.dates, employees: employees.length };
}
