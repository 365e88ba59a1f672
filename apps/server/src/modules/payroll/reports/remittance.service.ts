import {
  DEFAULT_LANGUAGE,
  PAYROLL_REMITTANCE_REPORT,
  type Language,
  type RemittanceScheduleBody,
  type RemittanceScheduleFilter,
  type RemittanceScheduleKind,
  type RemittanceSchedule,
} from '@clockroom/contracts';
import type { ReportSource } from '../../../platform/exports/report-export.ts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { monthEnd, remittanceDueDate } from './due-dates.ts';
import { buildSchedule, type Schedule } from './remittance-schedule.ts';
import { scheduleFile } from './report-files.ts';
import { pageOf, rowScope } from './report-scope.ts';
import * as repo from './reports.repository.ts';

export type RemittanceFileFilter = RemittanceScheduleFilter & {
  kind: RemittanceScheduleKind;
  language?: Language;
};

interface Prepared {
  schedule: Schedule;
  payDate: string | null;
  dueDate: string | null;
}

/**
 * A schedule reads confirmed rows only: an open month's figures may still change (ADR 47). The pay
 * date is the earliest day the rows were confirmed (a month confirmed branch by branch is due from
 * its first payment); imported history, which has no such day, is paid on the month's last day.
 */
async function prepareSchedule(
  ctx: ActingContext,
  kind: RemittanceScheduleKind,
  f: RemittanceScheduleFilter,
): Promise<Prepared> {
  const scope = await rowScope(ctx, f, ['confirmed']);
  const source = await repo.scheduleRows(ctx.tx, ctx.companyId, scope);
  if (source.length === 0) return { schedule: buildSchedule(kind, []), payDate: null, dueDate: null };
  const days = source.map((r) => r.confirmedOn ?? monthEnd(f.year, f.month)).sort();
  const payDate = days[0] ?? monthEnd(f.year, f.month);
  const holidays = kind === 'pension' ? await repo.holidays(ctx.tx, ctx.companyId) : [];
  return {
    schedule: buildSchedule(kind, source),
    payDate,
    dueDate: remittanceDueDate(kind, f, payDate, holidays),
  };
}

/** POST /payroll/reports/remittances/{kind}: a page of the rows, the groups' sums and the totals. */
export async function remittanceSchedule(
  ctx: ActingContext,
  kind: RemittanceScheduleKind,
  body: RemittanceScheduleBody,
): Promise<RemittanceSchedule> {
  const { schedule, payDate, dueDate } = await prepareSchedule(ctx, kind, body);
  return {
    kind,
    month: body.month,
    year: body.year,
    pay_date: payDate,
    due_date: dueDate,
    total: schedule.rows.length,
    totals: schedule.totals,
    reports: pageOf(schedule.rows, body),
    groups: schedule.groups,
    problems: schedule.problems,
  };
}

/** The schedules' CSV, XLSX and PDF, titled with the month and the due date. */
export const remittanceReport: ReportSource<RemittanceFileFilter> = {
  report: PAYROLL_REMITTANCE_REPORT,
  async prepare(ctx, f) {
    const { schedule, dueDate } = await prepareSchedule(ctx, f.kind, f);
    return scheduleFile(f.kind, schedule, f, dueDate, f.language ?? DEFAULT_LANGUAGE);
  },
};
