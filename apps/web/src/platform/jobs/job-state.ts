import type { JobStateName, JobView } from '@clockroom/contracts';

/**
 * What the web shows of a job's state. The state list is the contracts' JOB_STATES, spelt out here as
 * a Record so the compiler flags a new state, without importing the schema module (and Zod) at run time.
 */
const STATES: Record<JobStateName, { color: string; active: boolean }> = {
  queued: { color: 'default', active: true },
  running: { color: 'blue', active: true },
  retrying: { color: 'gold', active: true },
  completed: { color: 'green', active: false },
  failed: { color: 'red', active: false },
};

/** In the order the admin's filter lists them: the life of a job. */
export const JOB_STATE_NAMES = Object.keys(STATES) as JobStateName[];

/** How often a job is polled while it may still change (the progress modal). */
export const JOB_POLL_MS = 1000;
/** How often the admin's list refreshes while a job on screen may still change. */
export const JOB_LIST_POLL_MS = 5000;

export function isJobState(value: unknown): value is JobStateName {
  return typeof value === 'string' && Object.hasOwn(STATES, value);
}

/** Queued, running or retrying: the job may still change, so it is worth asking again. */
export function isJobActive(state: JobStateName): boolean {
  return STATES[state].active;
}

/** refetchInterval of one job: poll while it may change, stop once completed or failed (or unknown). */
export function jobPollInterval(job: Pick<JobView, 'state'> | undefined): number | false {
  return job && isJobActive(job.state) ? JOB_POLL_MS : false;
}

/** refetchInterval of a list page: refresh while any job shown may still change. */
export function jobListPollInterval(jobs: readonly Pick<JobView, 'state'>[] | undefined): number | false {
  return jobs?.some((j) => isJobActive(j.state)) ? JOB_LIST_POLL_MS : false;
}

/** The antd Tag colour of a state. */
export function jobStateColor(state: JobStateName): string {
  return STATES[state].color;
}

export type JobProgressStatus = 'normal' | 'active' | 'success' | 'exception';

/** The antd Progress status: moving while running, still while waiting, green or red once over. */
export function jobProgressStatus(state: JobStateName): JobProgressStatus {
  switch (state) {
    case 'running':
      return 'active';
    case 'completed':
      return 'success';
    case 'failed':
      return 'exception';
    default:
      return 'normal';
  }
}

/** 0 to 100, whole; a completed job is full whatever its last report said. */
export function jobPercent(job: Pick<JobView, 'state' | 'progress'>): number {
  if (job.state === 'completed') return 100;
  const p = Number.isFinite(job.progress) ? job.progress : 0;
  return Math.round(Math.min(1, Math.max(0, p)) * 100);
}

/** The i18n key and values of the line under the bar. */
export function jobStatusText(job: Pick<JobView, 'state' | 'attempts' | 'progress' | 'progress_message'>): {
  key: string;
  values?: Record<string, string | number>;
} {
  switch (job.state) {
    case 'queued':
      return { key: 'jobs.text.queued' };
    case 'retrying':
      return { key: 'jobs.text.retrying', values: { attempt: Math.max(1, job.attempts) + 1 } };
    case 'running':
      return job.progress_message
        ? { key: 'jobs.text.runningMessage', values: { message: job.progress_message } }
        : { key: 'jobs.text.running', values: { percent: jobPercent(job) } };
    case 'completed':
      return { key: 'jobs.text.completed' };
    case 'failed':
      return { key: 'jobs.text.failed' };
  }
}

/** Kinds people recognise by their first part; `export.employee-report` is an export. */
const KIND_FAMILIES: Record<string, string> = {
  mail: 'jobs.kind.mail',
  export: 'jobs.kind.export',
  cleanup: 'jobs.kind.cleanup',
};

/** The i18n key of a kind's human label, or null for a kind the web does not know (shown raw). */
export function jobKindLabelKey(kind: string): string | null {
  const family = kind.split('.')[0] ?? '';
  return Object.hasOwn(KIND_FAMILIES, family) ? (KIND_FAMILIES[family] ?? null) : null;
}

/** The file an export job produced, when it says so. */
export function jobFileName(job: Pick<JobView, 'result'>): string | null {
  const name = job.result?.['file_name'];
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}
