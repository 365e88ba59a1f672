import type { JobQueue } from './job-queue.ts';

/**
 * A job for the crash test (job-crash.integration.test.ts), defined the same way by the process
 * that is killed and by the one that takes over: it stalls on its first attempt, as a job does
 * when its server dies mid-way, and finishes on any later one.
 */
export function defineCrashTestJob(queue: JobQueue) {
  return queue.defineTenantJob<{ label: string }>({
    kind: 'test.crash-resume',
    heartbeatSeconds: 10,
    retryDelaySeconds: 1,
    async run(job) {
      await job.progress(0.5, `${job.payload.label}: half way`);
      if (job.attempt === 1) await new Promise<never>(() => undefined);
      return { label: job.payload.label, finishedOnAttempt: job.attempt };
    },
  });
}
