import { hasPermission, JOB_ENDPOINTS, MESSAGES, type JobView } from '@clockroom/contracts';
import type { SignedInContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { findJob, listJobs, type JobState } from './jobs.repository.ts';

/** Who may watch every job of the company (the admin's list); others see the jobs they asked for. */
export const JOBS_ADMIN_PERMISSION = JOB_ENDPOINTS.list.permission;

type JobRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

function view(row: Omit<JobRow, 'payload'>): JobView {
  return {
    ...row,
    state: row.state as JobState,
    result: (row.result as Record<string, unknown> | null) ?? null,
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export async function getJob(ctx: SignedInContext, id: number): Promise<JobView> {
  const row = await findJob(ctx.tx, ctx.companyId, id);
  const mayWatch =
    row && (row.requested_by_user_id === ctx.user.id || hasPermission(ctx.user, JOBS_ADMIN_PERMISSION));
  if (!row || !mayWatch) throw notFound(MESSAGES.notFound);
  const { payload: _payload, ...rest } = row;
  return view(rest);
}

export async function getJobs(
  ctx: SignedInContext,
  opts: { offset: number; limit: number; state?: JobState | undefined },
): Promise<{ results: JobView[]; total: number }> {
  const page = await listJobs(ctx.tx, ctx.companyId, opts);
  return { results: page.results.map(view), total: page.total };
}
