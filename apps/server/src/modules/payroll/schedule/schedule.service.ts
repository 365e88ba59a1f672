import {
  SALARY_SCHEDULE_MESSAGES as M,
  toPaging,
  type SalaryScheduleFilter,
  type ScheduleJob,
  type SchedulePage,
} from '@clockroom/contracts';
import type { ActingContext } from '../../../platform/http/context.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { managedBranchIds } from '../../../platform/auth/branch-scope.ts';
import type { JobQueue, JobKind } from '../../../platform/jobs/job-queue.ts';
import { findJob } from '../../../platform/jobs/jobs.repository.ts';
import type { PayPeriod } from './pay-item-source.ts';
import { readRows, scopeSums } from './schedule-read.repository.ts';
import { finishRun, runChunk } from './schedule-run.ts';
import { SCHEDULE_RUN_JOB, type ScheduleRunPayload } from './schedule-job.ts';
import {
  countInScope,
  employeesInScope,
  unknownFilterList,
  type ScheduleScope,
} from './schedule-scope.repository.ts';
import { grandTotals, pageTotals, rowView, ZERO_TOTALS } from './schedule-view.ts';
import { periodOf } from './schedule-period.ts';

/**
 * The run, its reads and its job (issue 19, ADR 41). A scope of up to `inlineEmployees` employees
 * is computed in the request, which answers its rows; a larger one is queued as a job with progress.
 */
export const scheduleRunSettings = {
  /** Tests lower it to take the job's path with a few employees. */
  inlineEmployees: 300,
};

type Paging = { page: number; perPage?: number | undefined; per_page?: number | undefined };

const NOT_FOUND = {
  branch_ids: M.branchNotFound,
  department_ids: M.departmentNotFound,
  group_ids: M.groupNotFound,
} as const;

/** The scope of a request: another company's branch, department or group is a 404, as by id. */
export async function scopeFor(ctx: ActingContext, filter: SalaryScheduleFilter): Promise<ScheduleScope> {
  const unknown = await unknownFilterList(ctx.tx, ctx.companyId, filter);
  if (unknown) throw notFound(NOT_FOUND[unknown]);
  return { filter, managed: managedBranchIds(ctx) };
}

/** mode 'upload' made payment uploads in the spec; here they are Payment management's (ADR 41). */
export function refuseUploadMode(mode: string | undefined): void {
  if (mode === 'upload')
    throw new AppError(422, M.uploadFromPayments, [{ field: 'mode', message: M.uploadFromPayments }]);
}

export async function readPage(
  ctx: ActingContext,
  scope: ScheduleScope,
  period: PayPeriod,
  query: Paging,
): Promise<SchedulePage> {
  const paging = toPaging(query);
  const rows = await readRows(ctx.tx, ctx.companyId, scope, period, {
    limit: paging.perPage,
    offset: paging.offset,
  });
  const sums = await scopeSums(ctx.tx, ctx.companyId, scope, period);
  return {
    month: period.month,
    year: period.year,
    job_id: null,
    results: rows.map(rowView),
    total: Number(sums.total),
    totals: pageTotals(rows),
    grand_totals: grandTotals(sums),
    open: Number(sums.open),
    confirmed: Number(sums.confirmed),
    computed_at: sums.computed_at,
  };
}

export async function runSchedule(
  ctx: ActingContext,
  jobs: { queue: JobQueue; kind: JobKind<ScheduleRunPayload> },
  body: SalaryScheduleFilter & { mode?: 'upload' | undefined },
  query: Paging & { mode?: 'upload' | undefined },
): Promise<{ message: string; data: SchedulePage }> {
  refuseUploadMode(body.mode ?? query.mode);
  const { month, year, branch_ids, department_ids, group_ids } = body;
  const filter = { month, year, branch_ids, department_ids, group_ids };
  const scope = await scopeFor(ctx, filter);
  const period = periodOf(year, month);
  if ((await countInScope(ctx.tx, ctx.companyId, scope, period)) > scheduleRunSettings.inlineEmployees) {
    const jobId = await jobs.queue.enqueue(ctx, jobs.kind, { filter });
    const empty = { results: [], total: 0, totals: ZERO_TOTALS, grand_totals: ZERO_TOTALS };
    return {
      message: M.queued,
      data: { month, year, job_id: jobId, ...empty, open: 0, confirmed: 0, computed_at: null },
    };
  }
  const employees = await employeesInScope(ctx.tx, ctx.companyId, scope, period);
  const paid = await runChunk(ctx.tx, ctx.companyId, period, employees);
  await finishRun(ctx, scope, period, paid);
  return { message: M.computed, data: await readPage(ctx, scope, period, query) };
}

export async function viewSchedule(ctx: ActingContext, filter: SalaryScheduleFilter, query: Paging) {
  const scope = await scopeFor(ctx, filter);
  return readPage(ctx, scope, periodOf(filter.year, filter.month), query);
}

/** A run's job as its GET answers it: the schedule once it completed, read with the caller's scope. */
export async function scheduleJob(ctx: ActingContext, jobId: number, query: Paging): Promise<ScheduleJob> {
  const job = await findJob(ctx.tx, ctx.companyId, jobId);
  if (!job || job.kind !== SCHEDULE_RUN_JOB) throw notFound(M.jobNotFound);
  const { filter } = job.payload as ScheduleRunPayload;
  const schedule =
    job.state === 'completed'
      ? await readPage(
          ctx,
          { filter, managed: managedBranchIds(ctx) },
          periodOf(filter.year, filter.month),
          query,
        )
      : null;
  return {
    job_id: job.id,
    state: job.state as ScheduleJob['state'],
    progress: job.progress,
    progress_message: job.progress_message,
    error: job.error,
    schedule,
  };
}
