import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobView } from '@clockroom/contracts';
import { jobPercent, jobProgressStatus, jobStatusText } from './job-state.ts';
import './i18n.ts';
import './jobs.css';

interface JobProgressProps {
  job: Pick<JobView, 'id' | 'state' | 'progress' | 'progress_message' | 'attempts' | 'error'>;
  /** A small bar for a table cell, without the status line (the row's state column says it). */
  compact?: boolean;
}

/** One job's progress: the bar, what is happening now, and the error of a failed job. */
export function JobProgress({ job, compact = false }: JobProgressProps) {
  const { t } = useTranslation();
  const status = jobStatusText(job);
  const text = t(status.key, status.values);
  const className = compact ? 'cr-job-progress cr-job-progress--compact' : 'cr-job-progress';
  return (
    <div className={className} data-testid={`job-progress-${job.id}`} data-state={job.state}>
      <Progress
        percent={jobPercent(job)}
        status={jobProgressStatus(job.state)}
        size={compact ? 'small' : 'default'}
        aria-label={text}
      />
      {compact ? null : (
        <span className="cr-job-progress-text" aria-live="polite" data-testid="job-progress-text">
          {text}
        </span>
      )}
      {!compact && job.state === 'failed' && job.error ? (
        <span className="cr-job-progress-error" role="alert" data-testid="job-progress-error">
          {job.error}
        </span>
      ) : null}
    </div>
  );
}
