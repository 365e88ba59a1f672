import { useQuery } from '@tanstack/react-query';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, type PerformanceDashboard } from '@clockroom/contracts';
import { DashboardFrame } from '../../../../platform/ui/dashboard/dashboard-frame.tsx';
import { StatTiles } from '../../../../platform/ui/dashboard/stat-tiles.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ChartPanel } from '../../../../platform/ui/dashboard/chart-panel.tsx';
import { performanceDashboardQuery } from '../api.ts';
import { FigureList } from '../../../../platform/ui/dashboard/figure-list.tsx';
import { ItemList } from '../components/item-list.tsx';
import { AppraisalCyclePanel, GradeDistributionPanel } from '../components/appraisal-panels.tsx';
import '../i18n.ts';

function SurveysPanel({ s }: { s: PerformanceDashboard['surveys'] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('perfDash.surveys')} testId="perf-surveys">
      <div className="cr-perf-stack">
        <FigureList
          testId="perf-survey-figures"
          figures={[
            { key: 'drafts', label: t('perfDash.drafts'), value: s.drafts },
            { key: 'open', label: t('perfDash.open'), value: s.open },
            { key: 'closed', label: t('perfDash.closed'), value: s.closed },
            {
              key: 'rate',
              label: t('perfDash.responseRate'),
              value: s.response_rate === null ? '–' : `${s.response_rate} %`,
            },
          ]}
        />
        <ItemList items={s.open_surveys} emptyText={t('perfDash.noOpenSurveys')} testId="perf-open-surveys">
          {(o) => (
            <>
              <span className="cr-perf-item-title">{o.title}</span>
              <span className="cr-muted">{t('perfDash.closes', { date: formatDate(o.ends_on) })}</span>
              <Progress
                percent={o.audience === 0 ? 0 : Math.round((o.answers * 100) / o.audience)}
                format={() => t('perfDash.answersOf', { answers: o.answers, audience: o.audience })}
                style={{ width: '100%', margin: 0 }}
              />
            </>
          )}
        </ItemList>
      </div>
    </Panel>
  );
}

function TasksPanel({ d }: { d: PerformanceDashboard['tasks'] }) {
  const { t } = useTranslation();
  return (
    <ChartPanel
      title={t('perfDash.tasksByStatus')}
      kind="bar"
      data={d.by_status.map((c) => ({ label: c.name, value: c.tasks }))}
      empty={!d.by_status.some((c) => c.tasks > 0)}
      emptyText={t('perfDash.noTasks')}
      testId="perf-tasks"
    />
  );
}

function TrainingsPanel({ d }: { d: PerformanceDashboard['trainings'] }) {
  const { t } = useTranslation();
  const total = d.enrolled + d.completed + d.no_show;
  const data = [
    { label: t('perfDash.enrolled'), value: d.enrolled },
    { label: t('perfDash.completed'), value: d.completed },
    { label: t('perfDash.noShow'), value: d.no_show },
  ];
  return (
    <ChartPanel
      title={t('perfDash.trainings')}
      kind="donut"
      data={data}
      empty={total === 0}
      emptyText={t('perfDash.noEnrolments')}
      center={String(total)}
      testId="perf-trainings"
    >
      <p className="cr-muted cr-m0">
        {t('perfDash.runningFinished', { running: d.running, finished: d.finished })}
        {d.average_score === null ? '' : ` · ${t('perfDash.averageScore', { score: d.average_score })}`}
      </p>
    </ChartPanel>
  );
}

function PlansPanel({ p }: { p: PerformanceDashboard['improvement_plans'] }) {
  const { t } = useTranslation();
  const labels = {
    pending: 'perfDash.pending',
    active: 'perfDash.active',
    review_due: 'perfDash.reviewDue',
    successful: 'perfDash.successful',
    extended: 'perfDash.extended',
    unsuccessful: 'perfDash.unsuccessful',
  } as const;
  return (
    <Panel title={t('perfDash.plans')} testId="perf-plans">
      <FigureList
        testId="perf-plan-figures"
        figures={Object.entries(labels).map(([k, label]) => ({
          key: k,
          label: t(label),
          value: p[k as keyof typeof labels],
        }))}
      />
    </Panel>
  );
}

/** Where the headline figures lead: the lists they count. */
const SURVEYS = '/admin/performance/feedback/view-all';
const TASK_BOARD = '/admin/performance/task-management/task-board';
const TRAININGS = '/admin/performance/training/general-training';
const PLANS = '/admin/performance/training/performance-improvement-plan';

/** /admin/performance/dashboard: the company's surveys, boards, trainings and plans (ADR 63). */
export default function PerformanceDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useQuery(performanceDashboardQuery());
  const header = <PageHeader title={t('perfDash.title')} subtitle={t('perfDash.subtitle')} />;
  return (
    <DashboardFrame header={header} query={dashboard} testId="performance-dashboard">
      {(d) => (
        <>
          <StatTiles
            tiles={[
              [t('perfDash.openSurveys'), d.surveys.open, 'blue', 'perf-stat-open-surveys', SURVEYS],
              [
                t('perfDash.activeProjects'),
                d.tasks.active_projects,
                'green',
                'perf-stat-projects',
                TASK_BOARD,
              ],
              [t('perfDash.overdueTasks'), d.tasks.overdue, 'red', 'perf-stat-overdue'],
              [
                t('perfDash.upcomingTrainings'),
                d.trainings.upcoming,
                'orange',
                'perf-stat-trainings',
                TRAININGS,
              ],
              [t('perfDash.activePlans'), d.improvement_plans.active, 'grey', 'perf-stat-plans', PLANS],
            ]}
          />
          <div className="cr-dash-grid">
            <SurveysPanel s={d.surveys} />
            <TasksPanel d={d.tasks} />
            <TrainingsPanel d={d.trainings} />
            <PlansPanel p={d.improvement_plans} />
            <AppraisalCyclePanel a={d.appraisals} />
            <GradeDistributionPanel a={d.appraisals} />
          </div>
        </>
      )}
    </DashboardFrame>
  );
}
