import { useQuery } from '@tanstack/react-query';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, type PerformanceDashboard } from '@clockroom/contracts';
import { DashboardFrame } from '../../../../platform/ui/dashboard/dashboard-frame.tsx';
import { StatTile } from '../../../../platform/ui/dashboard/stat-tile.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { BarChart } from '../../../../platform/ui/charts/bar-chart.tsx';
import { DonutChart } from '../../../../platform/ui/charts/donut-chart.tsx';
import { performanceDashboardQuery } from '../api.ts';
import { FigureList } from '../components/figure-list.tsx';
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
        {s.open_surveys.length === 0 ? (
          <p className="cr-muted cr-m0">{t('perfDash.noOpenSurveys')}</p>
        ) : (
          <ul className="cr-perf-items" data-testid="perf-open-surveys">
            {s.open_surveys.map((o) => (
              <li key={o.id}>
                <span className="cr-perf-item-title">{o.title}</span>
                <span className="cr-muted">{t('perfDash.closes', { date: formatDate(o.ends_on) })}</span>
                <Progress
                  percent={o.audience === 0 ? 0 : Math.round((o.answers * 100) / o.audience)}
                  format={() => t('perfDash.answersOf', { answers: o.answers, audience: o.audience })}
                  style={{ width: '100%', margin: 0 }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}

function TasksPanel({ d }: { d: PerformanceDashboard['tasks'] }) {
  const { t } = useTranslation();
  const title = t('perfDash.tasksByStatus');
  const any = d.by_status.some((c) => c.tasks > 0);
  return (
    <Panel title={title} testId="perf-tasks">
      {any ? (
        <BarChart
          title={title}
          data={d.by_status.map((c) => ({ label: c.name, value: c.tasks }))}
          testId="perf-tasks-chart"
        />
      ) : (
        <p className="cr-muted cr-m0">{t('perfDash.noTasks')}</p>
      )}
    </Panel>
  );
}

function TrainingsPanel({ d }: { d: PerformanceDashboard['trainings'] }) {
  const { t } = useTranslation();
  const title = t('perfDash.trainings');
  const data = [
    { label: t('perfDash.enrolled'), value: d.enrolled },
    { label: t('perfDash.completed'), value: d.completed },
    { label: t('perfDash.noShow'), value: d.no_show },
  ];
  return (
    <Panel title={title} testId="perf-trainings">
      {d.enrolled + d.completed + d.no_show === 0 ? (
        <p className="cr-muted cr-m0">{t('perfDash.noEnrolments')}</p>
      ) : (
        <DonutChart
          title={title}
          data={data}
          center={String(d.enrolled + d.completed + d.no_show)}
          testId="perf-trainings-chart"
        />
      )}
      <p className="cr-muted cr-m0">
        {t('perfDash.runningFinished', { running: d.running, finished: d.finished })}
        {d.average_score === null ? '' : ` · ${t('perfDash.averageScore', { score: d.average_score })}`}
      </p>
    </Panel>
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

/** /admin/performance/dashboard: the company's surveys, boards, trainings and plans (ADR 63). */
export default function PerformanceDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useQuery(performanceDashboardQuery());
  const header = <PageHeader title={t('perfDash.title')} subtitle={t('perfDash.subtitle')} />;
  return (
    <DashboardFrame header={header} query={dashboard} testId="performance-dashboard">
      {(d) => (
        <>
          <div className="cr-dash-stats">
            <StatTile
              label={t('perfDash.openSurveys')}
              value={d.surveys.open}
              testId="perf-stat-open-surveys"
              href="/admin/performance/feedback/view-all"
            />
            <StatTile
              label={t('perfDash.activeProjects')}
              value={d.tasks.active_projects}
              tone="green"
              testId="perf-stat-projects"
              href="/admin/performance/task-management/task-board"
            />
            <StatTile
              label={t('perfDash.overdueTasks')}
              value={d.tasks.overdue}
              tone="red"
              testId="perf-stat-overdue"
            />
            <StatTile
              label={t('perfDash.upcomingTrainings')}
              value={d.trainings.upcoming}
              tone="orange"
              testId="perf-stat-trainings"
              href="/admin/performance/training/general-training"
            />
            <StatTile
              label={t('perfDash.activePlans')}
              value={d.improvement_plans.active}
              tone="grey"
              testId="perf-stat-plans"
              href="/admin/performance/training/performance-improvement-plan"
            />
          </div>
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
