import { lazy, Suspense, useState } from 'react';
import { Button, Select, Tooltip, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JobView } from '@clockroom/contracts';
import { jobsKey, jobsQuery } from '../../../../../platform/jobs/api.ts';
import { JobProgress } from '../../../../../platform/jobs/job-progress.tsx';
import { JOB_STATE_NAMES, isJobState } from '../../../../../platform/jobs/job-state.ts';
import { DataTable } from '../../../../../platform/ui/data-table/data-table.tsx';
import { DateTimeText } from '../../../../../platform/ui/date-time-text.tsx';
import { EmptyState } from '../../../../../platform/ui/empty-state.tsx';
import { PageHeader } from '../../../../../platform/ui/page-header.tsx';
import { JobKindLabel } from '../components/job-kind-label.tsx';
import { JobStateTag } from '../components/job-state-tag.tsx';
import '../i18n.ts';
import '../jobs.css';

// The drawer (antd Drawer, the job's own poll) loads on the first "view".
const JobDetailDrawer = lazy(() =>
  import('../components/job-detail-drawer.tsx').then((m) => ({ default: m.JobDetailDrawer })),
);

const ALL = 'all';

/** system-settings/jobs: every background job of the company, newest first, filtered by state. */
export default function JobsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<JobView | null>(null);
  const notYet = t('jobsAdmin.notYet');

  const columns: TableColumnsType<JobView> = [
    {
      title: t('jobsAdmin.what'),
      key: 'what',
      render: (_v, job) => (
        <Button
          type="link"
          className="cr-job-what"
          onClick={() => setOpen(job)}
          aria-label={t('jobsAdmin.view', { id: job.id })}
          data-testid={`job-open-${job.id}`}
        >
          <JobKindLabel kind={job.kind} />
        </Button>
      ),
    },
    {
      title: t('jobsAdmin.state'),
      dataIndex: 'state',
      render: (_v, job) => <JobStateTag state={job.state} />,
    },
    {
      title: t('jobsAdmin.progress'),
      key: 'progress',
      // On a phone the state says enough; the drawer has the bar.
      responsive: ['sm'],
      render: (_v, job) => <JobProgress job={job} compact />,
    },
    { title: t('jobsAdmin.attempts'), dataIndex: 'attempts', align: 'right', responsive: ['md'] },
    {
      title: t('jobsAdmin.error'),
      dataIndex: 'error',
      responsive: ['md'],
      render: (_v, job) =>
        job.state === 'failed' && job.error ? (
          <Tooltip title={job.error}>
            <span className="cr-job-error-cell" tabIndex={0} data-testid="job-error">
              {job.error}
            </span>
          </Tooltip>
        ) : null,
    },
    {
      title: t('jobsAdmin.started'),
      dataIndex: 'started_at',
      responsive: ['md'],
      render: (_v, job) => <DateTimeText value={job.started_at} empty={notYet} />,
    },
    {
      title: t('jobsAdmin.finished'),
      dataIndex: 'finished_at',
      render: (_v, job) => <DateTimeText value={job.finished_at} empty={notYet} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('jobsAdmin.title')}
        subtitle={t('jobsAdmin.subtitle')}
        back
        extra={
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void queryClient.invalidateQueries({ queryKey: jobsKey })}
            data-testid="jobs-refresh"
          >
            {t('jobsAdmin.refresh')}
          </Button>
        }
      />
      <DataTable
        testId="jobs-table"
        query={jobsQuery}
        columns={columns}
        rowKey="id"
        toolbar={({ filters, setFilter }) => (
          <Select<string>
            className="cr-jobs-filter"
            aria-label={t('jobsAdmin.stateFilter')}
            value={isJobState(filters['state']) ? filters['state'] : ALL}
            onChange={(v) => setFilter('state', v === ALL ? null : v)}
            data-testid="jobs-state-filter"
            options={[
              { value: ALL, label: t('jobsAdmin.allStates') },
              ...JOB_STATE_NAMES.map((s) => ({ value: s, label: t(`jobs.state.${s}`) })),
            ]}
          />
        )}
        empty={<EmptyState message={t('jobsAdmin.empty')} />}
      />
      {open === null ? null : (
        <Suspense fallback={null}>
          <JobDetailDrawer job={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
