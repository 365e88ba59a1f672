import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, type MyPerformanceDashboard } from '@clockroom/contracts';
import { DashboardFrame } from '../../../../platform/ui/dashboard/dashboard-frame.tsx';
import { StatTiles } from '../../../../platform/ui/dashboard/stat-tiles.tsx';
import { PageHeader } from '../../../../platform/ui/page-header.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { ChartPanel } from '../../../../platform/ui/dashboard/chart-panel.tsx';
import { myPerformanceDashboardQuery } from '../api.ts';
import { FigureList } from '../../../../platform/ui/dashboard/figure-list.tsx';
import { ItemList } from '../components/item-list.tsx';
import { MyAppraisalPanel } from '../components/appraisal-panels.tsx';
import '../i18n.ts';

function WaitingSurveys({ s }: { s: MyPerformanceDashboard['surveys'] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('perfDash.waitingSurveys')} testId="my-perf-surveys">
      <ItemList items={s.waiting} emptyText={t('perfDash.allAnswered')}>
        {(w) => (
          <>
            <span className="cr-perf-item-title">{w.title}</span>
            <span className="cr-muted">{t('perfDash.closes', { date: formatDate(w.ends_on) })}</span>
            <Link
              to="/ess/performance/feedback/create"
              search={{ survey: w.id }}
              data-testid={`my-perf-answer-${w.id}`}
            >
              {t('perfDash.answer')}
            </Link>
          </>
        )}
      </ItemList>
    </Panel>
  );
}

function MyTasks({ d }: { d: MyPerformanceDashboard['tasks'] }) {
  const { t } = useTranslation();
  return (
    <ChartPanel
      title={t('perfDash.myTasks')}
      kind="bar"
      data={d.by_status.map((c) => ({ label: c.name, value: c.tasks }))}
      empty={!d.by_status.some((c) => c.tasks > 0)}
      emptyText={t('perfDash.noTasks')}
      testId="my-perf-tasks"
    >
      <h4>{t('perfDash.dueTasks')}</h4>
      <ItemList items={d.due} emptyText={t('perfDash.noDueTasks')} testId="my-perf-due">
        {(task) => (
          <>
            <Link
              to="/ess/performance/task-management/view-task-board/$id"
              params={{ id: String(task.project_id) }}
              className="cr-perf-item-title"
            >
              {task.title}
            </Link>
            <span className="cr-muted">{task.project}</span>
            <span className={task.overdue ? 'cr-perf-overdue' : 'cr-muted'}>
              {task.overdue ? `${t('perfDash.overdue')} · ` : ''}
              {t('perfDash.due', { date: formatDate(task.due_date) })}
            </span>
          </>
        )}
      </ItemList>
    </ChartPanel>
  );
}

function MyTrainings({ d }: { d: MyPerformanceDashboard['trainings'] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('perfDash.myTrainings')} testId="my-perf-trainings">
      <ItemList items={d.next} emptyText={t('perfDash.noTrainings')}>
        {(tr) => (
          <>
            <Link
              to="/ess/performance/training/general-training/view/$id"
              params={{ id: String(tr.id) }}
              className="cr-perf-item-title"
            >
              {tr.title}
            </Link>
            <span className="cr-muted">
              {t('perfDash.trainingDates', { from: formatDate(tr.starts_on), to: formatDate(tr.ends_on) })}
            </span>
          </>
        )}
      </ItemList>
      {d.average_score === null ? null : (
        <p className="cr-muted cr-m0">{t('perfDash.averageScore', { score: d.average_score })}</p>
      )}
    </Panel>
  );
}

function MyPlan({ p }: { p: MyPerformanceDashboard['improvement_plan'] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('perfDash.myPlan')} testId="my-perf-plan">
      {p === null ? (
        <p className="cr-muted cr-m0">{t('perfDash.noPlan')}</p>
      ) : (
        <FigureList
          testId="my-perf-plan-figures"
          figures={[
            { key: 'status', label: t('perfDash.planStatus'), value: t(`perfDash.status.${p.status}`) },
            { key: 'review', label: t('perfDash.planReview'), value: formatDate(p.review_date) },
            { key: 'goals', label: t('perfDash.planGoals'), value: p.goals },
            {
              key: 'outcome',
              label: t('perfDash.planOutcome'),
              value: p.outcome ? t(`perfDash.${p.outcome}`) : '–',
            },
          ]}
        />
      )}
    </Panel>
  );
}

/** Where the headline figures lead: the lists they count. */
const MY_SURVEYS = '/ess/performance/feedback/view-all';
const MY_TASK_BOARD = '/ess/performance/task-management/task-board';
const MY_TRAININGS = '/ess/performance/training/general-training';

/** /ess/performance/dashboard: my surveys to answer, my tasks, trainings and plan (ADR 63). */
export default function MyPerformanceDashboardPage() {
  const { t } = useTranslation();
  const dashboard = useQuery(myPerformanceDashboardQuery());
  const header = <PageHeader title={t('perfDash.myTitle')} subtitle={t('perfDash.mySubtitle')} />;
  return (
    <DashboardFrame header={header} query={dashboard} testId="my-performance-dashboard">
      {(d) => (
        <>
          <StatTiles
            tiles={[
              [t('perfDash.toAnswer'), d.surveys.to_answer, 'blue', 'my-perf-stat-surveys', MY_SURVEYS],
              [t('perfDash.myOpenTasks'), d.tasks.open, 'green', 'my-perf-stat-tasks', MY_TASK_BOARD],
              [t('perfDash.overdueTasks'), d.tasks.overdue, 'red', 'my-perf-stat-overdue'],
              [
                t('perfDash.myUpcoming'),
                d.trainings.upcoming,
                'orange',
                'my-perf-stat-trainings',
                MY_TRAININGS,
              ],
            ]}
          />
          <div className="cr-dash-grid">
            <WaitingSurveys s={d.surveys} />
            <MyTasks d={d.tasks} />
            <MyTrainings d={d.trainings} />
            <MyPlan p={d.improvement_plan} />
            <MyAppraisalPanel a={d.appraisal} />
          </div>
        </>
      )}
    </DashboardFrame>
  );
}
