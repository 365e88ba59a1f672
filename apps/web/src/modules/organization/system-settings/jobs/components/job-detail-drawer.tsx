import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JobView } from '@clockroom/contracts';
import { jobQuery } from '../../../../../platform/jobs/api.ts';
import { JobProgress } from '../../../../../platform/jobs/job-progress.tsx';
import { DateTimeText } from '../../../../../platform/ui/date-time-text.tsx';
import { DetailDrawer } from '../../../../../platform/ui/detail-drawer.tsx';
import { JobKindLabel } from './job-kind-label.tsx';
import { JobResult } from './job-result.tsx';
import { JobStateTag } from './job-state-tag.tsx';

interface JobDetailDrawerProps {
  /** The row clicked; the drawer keeps it fresh (polled while the job may still change). */
  job: JobView | null;
  onClose: () => void;
}

/** One job in full: what, state and progress, attempts, times, error and outcome. */
export function JobDetailDrawer({ job: row, onClose }: JobDetailDrawerProps) {
  const { t } = useTranslation();
  const live = useQuery({
    ...jobQuery(row?.id ?? 0),
    enabled: row !== null,
    placeholderData: row ?? undefined,
  });
  const job = live.data ?? row;
  const notYet = t('jobsAdmin.notYet');
  return (
    <DetailDrawer
      open={row !== null}
      title={job ? t('jobsAdmin.details', { id: job.id }) : ''}
      onClose={onClose}
    >
      {job ? (
        <dl className="cr-job-facts" data-testid="job-detail">
          <dt>{t('jobsAdmin.what')}</dt>
          <dd>
            <JobKindLabel kind={job.kind} />
          </dd>
          <dt>{t('jobsAdmin.kindCode')}</dt>
          <dd>
            <code>{job.kind}</code>
          </dd>
          <dt>{t('jobsAdmin.state')}</dt>
          <dd>
            <JobStateTag state={job.state} />
          </dd>
          <dt>{t('jobsAdmin.progress')}</dt>
          <dd>
            <JobProgress job={job} />
          </dd>
          <dt>{t('jobsAdmin.attempts')}</dt>
          <dd>{job.attempts}</dd>
          <dt>{t('jobsAdmin.startedBy')}</dt>
          <dd>{job.requested_by_user_id === null ? t('jobsAdmin.bySystem') : t('jobsAdmin.byUser')}</dd>
          <dt>{t('jobsAdmin.created')}</dt>
          <dd>
            <DateTimeText value={job.created_at} empty={notYet} />
          </dd>
          <dt>{t('jobsAdmin.started')}</dt>
          <dd>
            <DateTimeText value={job.started_at} empty={notYet} />
          </dd>
          <dt>{t('jobsAdmin.finished')}</dt>
          <dd>
            <DateTimeText value={job.finished_at} empty={notYet} />
          </dd>
          <dt>{t('jobsAdmin.result')}</dt>
          <dd>
            <JobResult job={job} />
          </dd>
        </dl>
      ) : null}
    </DetailDrawer>
  );
}
