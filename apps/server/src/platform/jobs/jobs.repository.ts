import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { selectedPage } from '../db/paging.ts';
import { jobs } from '../../db/schema/index.ts';
import { updateCompanyRow } from '../db/rows.ts';

/** What a tenant sees of a job. `retrying` is a failed attempt that pg-boss will run again. */
export type JobState = 'queued' | 'running' | 'retrying' | 'completed' | 'failed';

const jobColumns = {
  id: jobs.id,
  kind: jobs.kind,
  state: jobs.state,
  progress: jobs.progress,
  progress_message: jobs.progressMessage,
  attempts: jobs.attempts,
  error: jobs.error,
  result: jobs.result,
  requested_by_user_id: jobs.requestedByUserId,
  started_at: jobs.startedAt,
  finished_at: jobs.finishedAt,
  created_at: jobs.createdAt,
};

export async function insertJob(
  tx: Tx,
  companyId: number,
  row: { kind: string; payload: unknown; requestedByUserId: number | null },
): Promise<number> {
  const [inserted] = await tx
    .insert(jobs)
    .values({ companyId, kind: row.kind, payload: row.payload, requestedByUserId: row.requestedByUserId })
    .returning({ id: jobs.id });
  if (!inserted) throw new Error('job insert returned no row');
  return inserted.id;
}

export async function findJob(tx: Tx, companyId: number, id: number) {
  const [row] = await tx
    .select({ ...jobColumns, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)))
    .limit(1);
  return row;
}

export async function listJobs(
  tx: Tx,
  companyId: number,
  opts: { offset: number; limit: number; state?: JobState | undefined },
) {
  const where = and(eq(jobs.companyId, companyId), opts.state ? eq(jobs.state, opts.state) : undefined);
  const order = [desc(jobs.createdAt), desc(jobs.id)];
  return selectedPage(tx, { columns: jobColumns, from: jobs, where, order }, opts);
}

/**
 * An attempt starts: progress restarts at 0, since a re-run (after a crash) does the work again.
 * Returns the job's payload, or undefined when the job no longer exists.
 */
export async function markJobRunning(
  tx: Tx,
  companyId: number,
  id: number,
  attempt: number,
): Promise<unknown> {
  const [row] = await tx
    .update(jobs)
    .set({
      state: 'running',
      attempts: attempt,
      progress: 0,
      progressMessage: null,
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)))
    .returning({ payload: jobs.payload });
  return row?.payload;
}

export async function setJobProgress(
  tx: Tx,
  companyId: number,
  id: number,
  progress: number,
  message: string | null,
): Promise<void> {
  await updateCompanyRow(tx, jobs, companyId, id, {
    progress,
    progressMessage: message,
    updatedAt: sql`now()`,
  });
}

export async function finishJob(
  tx: Tx,
  companyId: number,
  id: number,
  outcome: { state: 'completed'; result: unknown } | { state: 'retrying' | 'failed'; error: string },
): Promise<void> {
  const finishedAt = outcome.state === 'retrying' ? null : sql`now()`;
  await updateCompanyRow(
    tx,
    jobs,
    companyId,
    id,
    outcome.state === 'completed'
      ? { state: 'completed', progress: 1, result: outcome.result ?? null, error: null, finishedAt }
      : { state: outcome.state, error: outcome.error.slice(0, 2000), finishedAt },
  );
}

/** The export job that will write `fileName` (its payload names the file it answers with). */
export async function findExportJobByFileName(tx: Tx, companyId: number, fileName: string) {
  const [row] = await tx
    .select(jobColumns)
    .from(jobs)
    .where(
      and(
        eq(jobs.companyId, companyId),
        sql`${jobs.kind} LIKE 'export.%'`,
        sql`${jobs.payload}->>'file_name' = ${fileName}`,
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(1);
  return row;
}

/** Finished jobs are kept a while for the admin's list (failed ones longer), then deleted. */
export async function deleteOldJobs(tx: Tx, companyId: number, now: Date): Promise<number> {
  const day = 24 * 60 * 60 * 1000;
  const rows = await tx
    .delete(jobs)
    .where(
      and(
        eq(jobs.companyId, companyId),
        sql`(${jobs.state} = 'completed' AND ${jobs.finishedAt} < ${new Date(now.getTime() - 30 * day)})
          OR (${jobs.state} = 'failed' AND ${jobs.finishedAt} < ${new Date(now.getTime() - 90 * day)})`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}
