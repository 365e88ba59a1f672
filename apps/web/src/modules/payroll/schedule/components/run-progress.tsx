import { useTranslation } from 'react-i18next';
import type { JobView } from '@clockroom/contracts';
import { JobProgress } from '../../../../platform/jobs/job-progress.tsx';
import { useJobCompletion } from '../../../../platform/jobs/use-job.ts';

/**
 * A large run's job (ADR 41): its bar and what it is doing, polled until it completes (then the
 * schedule is read afresh) or fails (its error stays on screen).
 */
export function RunProgress({ jobId, onDone }: { jobId: number; onDone: (job: JobView) => void }) {
  const { t } = useTranslation();
  const job = useJobCompletion(jobId, onDone).data;
  return (
    <div className="cr-schedule-progress" data-testid="schedule-run-progress">
      <span className="cr-muted">{t('salarySchedule.running')}</span>
      {job ? <JobProgress job={job} /> : null}
    </div>
  );
}
