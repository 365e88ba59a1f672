import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, Flex, Skeleton } from 'antd';
import { CalculatorOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '@clockroom/contracts';
import { useCurrentUser } from '../../../../platform/session/current-user.ts';
import { ExportMenu } from '../../../../platform/reports/export-menu.tsx';
import { EmptyState } from '../../../../platform/ui/empty-state.tsx';
import { PageError } from '../../../../platform/ui/page-error.tsx';
import { DateTimeText } from '../../../../platform/ui/date-time-text.tsx';
import { downloadSchedule, refreshSchedule, runScheduleMutation, scheduleViewQuery } from '../api.ts';
import { adminScheduleScreens } from '../schedule.routes.tsx';
import { searchOf, type ScheduleFilter, type ScheduleSearch } from '../schedule-search.ts';
import { RunProgress } from './run-progress.tsx';
import { ScheduleTable } from './schedule-table.tsx';
import { ScheduleTotalsView } from './schedule-totals.tsx';

interface ScheduleResultsProps {
  filter: ScheduleFilter;
  search: ScheduleSearch;
  period: string;
}

/**
 * The chosen month's schedule as stored, with what may be done to it: run (or run again) payroll,
 * download it, go on to confirm it. A large run shows its job's progress, then its rows.
 */
export function ScheduleResults({ filter, search, period }: ScheduleResultsProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  // A large run's job: watched until it completes; a failed one stays on screen with its error.
  const [job, setJob] = useState<{ id: number; failed: boolean } | null>(null);
  const view = useQuery({ ...scheduleViewQuery(filter, paging), placeholderData: keepPreviousData });
  const run = useMutation({
    ...runScheduleMutation(),
    onSuccess: (answer) => {
      // The run answers its page (an upload answers elsewhere: mode 'upload' is never sent from here).
      if ('job_id' in answer.data && answer.data.job_id !== null)
        setJob({ id: answer.data.job_id, failed: false });
      else void refreshSchedule(queryClient);
    },
  });
  const canRun = hasPermission(user, 'run payroll');
  const canConfirm = hasPermission(user, 'approve payroll');
  const page = view.data;
  // A month whose rows are all confirmed keeps them: a run there only adds who is missing.
  const allConfirmed = page !== undefined && page.total > 0 && page.open === 0;
  const runLabel = !page?.total
    ? 'salarySchedule.run'
    : allConfirmed
      ? 'salarySchedule.runMissing'
      : 'salarySchedule.rerun';
  const runButton = canRun ? (
    <Button
      type={page?.total ? 'default' : 'primary'}
      icon={<CalculatorOutlined />}
      loading={run.isPending}
      disabled={job !== null && !job.failed}
      title={allConfirmed ? t('salarySchedule.runMissingHint') : undefined}
      onClick={() => run.mutate({ filter, paging })}
      data-testid="schedule-run"
    >
      {t(runLabel)}
    </Button>
  ) : null;

  if (view.isError) return <PageError error={view.error} onRetry={() => void view.refetch()} />;
  if (!page) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <div className="cr-panel-stack">
      {job !== null ? (
        <RunProgress
          key={job.id}
          jobId={job.id}
          onDone={(done) => {
            if (done.state !== 'completed') return setJob({ id: done.id, failed: true });
            setJob(null);
            void refreshSchedule(queryClient);
          }}
        />
      ) : null}
      <Flex className="cr-schedule-toolbar" gap={8} wrap justify="space-between" align="center">
        <span className="cr-muted" data-testid="schedule-counts">
          {t('salarySchedule.openCount', { count: page.open })} ·{' '}
          {t('salarySchedule.confirmedCount', { count: page.confirmed })}
          {page.computed_at ? (
            <>
              {' · '}
              {t('salarySchedule.computedAt')} <DateTimeText value={page.computed_at} empty="" />
            </>
          ) : null}
        </span>
        <Flex gap={8} wrap>
          {runButton}
          {page.total > 0 ? (
            <ExportMenu testId="schedule-export" request={(format) => downloadSchedule(filter, format)} />
          ) : null}
          {canConfirm && page.open > 0 ? (
            <Link {...adminScheduleScreens.paths.confirm} search={searchOf(search) as never}>
              <Button
                type="primary"
                icon={<CheckCircleOutlined />}
                tabIndex={-1}
                data-testid="schedule-confirm-link"
              >
                {t('salarySchedule.confirmLink')}
              </Button>
            </Link>
          ) : null}
        </Flex>
      </Flex>
      {page.total === 0 ? (
        <EmptyState message={t('salarySchedule.notRun', { period })}>
          {canRun ? <p className="cr-muted">{t('salarySchedule.notRunHint')}</p> : null}
        </EmptyState>
      ) : (
        <>
          <ScheduleTable
            page={page}
            loading={view.isFetching}
            current={paging}
            onPage={(p, perPage) => setPaging({ page: perPage === paging.perPage ? p : 1, perPage })}
          />
          <ScheduleTotalsView page={page.totals} grand={page.grand_totals} />
        </>
      )}
    </div>
  );
}
