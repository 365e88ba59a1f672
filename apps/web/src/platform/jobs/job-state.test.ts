import { describe, expect, it } from 'vitest';
import {
  JOB_LIST_POLL_MS,
  JOB_POLL_MS,
  JOB_STATE_NAMES,
  isJobState,
  jobFileName,
  jobKindLabelKey,
  jobListPollInterval,
  jobPercent,
  jobPollInterval,
  jobProgressStatus,
  jobStateColor,
  jobStatusText,
} from './job-state.ts';

const job = (
  state: (typeof JOB_STATE_NAMES)[number],
  more: Partial<{ progress: number; attempts: number }> = {},
) => ({
  state,
  progress: more.progress ?? 0,
  attempts: more.attempts ?? 1,
  progress_message: null,
});

describe('polling', () => {
  it('asks every second while a job may change, and stops once it is over', () => {
    expect(jobPollInterval(job('queued'))).toBe(JOB_POLL_MS);
    expect(jobPollInterval(job('running'))).toBe(JOB_POLL_MS);
    expect(jobPollInterval(job('retrying'))).toBe(JOB_POLL_MS);
    expect(jobPollInterval(job('completed'))).toBe(false);
    expect(jobPollInterval(job('failed'))).toBe(false);
  });

  it('does not poll a job it has not read yet (the first fetch is the query itself)', () => {
    expect(jobPollInterval(undefined)).toBe(false);
  });

  it('refreshes a list only while one of its jobs may change', () => {
    expect(jobListPollInterval([job('completed'), job('running')])).toBe(JOB_LIST_POLL_MS);
    expect(jobListPollInterval([job('completed'), job('failed')])).toBe(false);
    expect(jobListPollInterval([])).toBe(false);
    expect(jobListPollInterval(undefined)).toBe(false);
  });
});

describe('state display', () => {
  it('knows the five states of the contracts, in the life order', () => {
    expect(JOB_STATE_NAMES).toEqual(['queued', 'running', 'retrying', 'completed', 'failed']);
    expect(isJobState('failed')).toBe(true);
    expect(isJobState('bogus')).toBe(false);
    expect(isJobState('toString')).toBe(false);
    expect(isJobState(undefined)).toBe(false);
  });

  it('maps states to a progress status and a tag colour', () => {
    expect(JOB_STATE_NAMES.map(jobProgressStatus)).toEqual([
      'normal',
      'active',
      'normal',
      'success',
      'exception',
    ]);
    expect(JOB_STATE_NAMES.map(jobStateColor)).toEqual(['default', 'blue', 'gold', 'green', 'red']);
  });

  it('turns progress into a whole percent, clamped; a completed job is full', () => {
    expect(jobPercent(job('running', { progress: 0.456 }))).toBe(46);
    expect(jobPercent(job('running', { progress: 3 }))).toBe(100);
    expect(jobPercent(job('running', { progress: -1 }))).toBe(0);
    expect(jobPercent(job('running', { progress: Number.NaN }))).toBe(0);
    expect(jobPercent(job('completed', { progress: 0.2 }))).toBe(100);
  });

  it('says what is happening, naming the next attempt of a retry', () => {
    expect(jobStatusText(job('queued'))).toEqual({ key: 'jobs.text.queued' });
    expect(jobStatusText(job('retrying', { attempts: 1 }))).toEqual({
      key: 'jobs.text.retrying',
      values: { attempt: 2 },
    });
    expect(jobStatusText(job('running', { progress: 0.5 }))).toEqual({
      key: 'jobs.text.running',
      values: { percent: 50 },
    });
    expect(jobStatusText({ ...job('running'), progress_message: 'Writing rows' })).toEqual({
      key: 'jobs.text.runningMessage',
      values: { message: 'Writing rows' },
    });
    expect(jobStatusText(job('failed')).key).toBe('jobs.text.failed');
  });
});

describe('kinds and results', () => {
  it('labels known families and leaves unknown kinds raw', () => {
    expect(jobKindLabelKey('mail.deliver')).toBe('jobs.kind.mail');
    expect(jobKindLabelKey('export.employee-report')).toBe('jobs.kind.export');
    expect(jobKindLabelKey('export')).toBe('jobs.kind.export');
    expect(jobKindLabelKey('cleanup.expired')).toBe('jobs.kind.cleanup');
    expect(jobKindLabelKey('payroll.run')).toBeNull();
    expect(jobKindLabelKey('constructor.x')).toBeNull();
  });

  it('reads the file an export produced', () => {
    expect(jobFileName({ result: { file_name: 'report.xlsx' } })).toBe('report.xlsx');
    expect(jobFileName({ result: { file_name: '' } })).toBeNull();
    expect(jobFileName({ result: { status: 'kept' } })).toBeNull();
    expect(jobFileName({ result: null })).toBeNull();
  });
});
