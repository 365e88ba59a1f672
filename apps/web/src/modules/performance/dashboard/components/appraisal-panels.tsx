import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, type MyPerformanceDashboard, type PerformanceDashboard } from '@clockroom/contracts';
import { BarChart } from '../../../../platform/ui/charts/bar-chart.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';
import { HrefLink, useIsScreen } from '../../../../platform/ui/href-link.tsx';
import { FigureList } from '../../../../platform/ui/dashboard/figure-list.tsx';
import '../dashboard.css';
import '../appraisal-i18n.ts';

const score = (v: string | null) => (v === null ? '–' : v);
// The cycle screens' addresses (issue 22): linked once they are screens of this build.
const GROUP_VIEW = '/admin/performance/appraisal/appraisal-group/view/$id';
const SELF_APPRAISAL = '/ess/performance/appraisal/self-appraisal';
const REPORT = '/admin/performance/report/appraisal-report';

/** The open (initiated) groups' progress: approved of their members, and each side's ratings in. */
export function AppraisalCyclePanel({ a }: { a: PerformanceDashboard['appraisals'] }): ReactElement {
  const { t } = useTranslation();
  const isScreen = useIsScreen();
  return (
    <Panel title={t('perfDash.appraisals')} testId="perf-appraisals">
      {a.open_groups === 0 ? (
        <p className="cr-muted cr-m0">{t('perfDash.noOpenCycle')}</p>
      ) : (
        <div className="cr-perf-stack">
          <FigureList
            testId="perf-appraisal-figures"
            figures={[
              { key: 'completion', label: t('perfDash.completion'), value: `${a.completion ?? 0} %` },
              {
                key: 'self',
                label: t('perfDash.selfSubmitted'),
                value: `${a.self_submitted} / ${a.members}`,
              },
              {
                key: 'appraiser',
                label: t('perfDash.appraiserSubmitted'),
                value: `${a.appraiser_submitted} / ${a.members}`,
              },
            ]}
          />
          <ul className="cr-plain-list cr-perf-items" data-testid="perf-open-groups">
            {a.open.map((g) => (
              <li key={g.id}>
                {isScreen(GROUP_VIEW) ? (
                  <Link
                    className="cr-perf-item-title"
                    to={GROUP_VIEW as never}
                    params={{ id: String(g.id) } as never}
                  >
                    {g.name} · {g.period}
                  </Link>
                ) : (
                  <span className="cr-perf-item-title">
                    {g.name} · {g.period}
                  </span>
                )}
                <span className="cr-muted">{t('perfDash.due', { date: formatDate(g.due_date) })}</span>
                <Progress
                  percent={g.members === 0 ? 0 : Math.round((g.approved * 100) / g.members)}
                  format={() => t('perfDash.approvedOf', { approved: g.approved, members: g.members })}
                  style={{ width: '100%', margin: 0 }}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}

/** The grades of the cycle ended last, as bars, with the way to its report. */
export function GradeDistributionPanel({ a }: { a: PerformanceDashboard['appraisals'] }): ReactElement {
  const { t } = useTranslation();
  const title = t('perfDash.gradeDistribution');
  const cycle = a.graded_cycle;
  return (
    <Panel title={title} testId="perf-grades">
      {cycle === null ? (
        <p className="cr-muted cr-m0">{t('perfDash.noGrades')}</p>
      ) : (
        <div className="cr-perf-stack">
          <p className="cr-muted cr-m0">
            {t('perfDash.gradesOf', { name: cycle.name, period: cycle.period })}
          </p>
          <BarChart
            title={title}
            data={a.grade_distribution.map((g) => ({ label: g.grade, value: g.count }))}
            testId="perf-grades-chart"
          />
          <Link
            to={REPORT as never}
            search={{ general_setting_id: cycle.general_setting_id, period: cycle.period } as never}
            data-testid="perf-grades-report"
          >
            {t('perfDash.openReport')}
          </Link>
        </div>
      )}
    </Panel>
  );
}

/** My open appraisal (what waits on me) and my latest final result. */
export function MyAppraisalPanel({ a }: { a: MyPerformanceDashboard['appraisal'] }): ReactElement {
  const { t } = useTranslation();
  const isScreen = useIsScreen();
  const r = a.latest;
  const waiting = a.open
    ? t('perfDash.myOpenAppraisal', { name: a.open.group_name, date: formatDate(a.open.due_date) })
    : null;
  return (
    <Panel title={t('perfDash.myAppraisal')} testId="my-perf-appraisal">
      <div className="cr-perf-stack">
        {a.open ? (
          <p className="cr-m0" data-testid="my-perf-appraisal-open">
            {a.open.self_submitted ? (
              t('perfDash.mySelfSubmitted', { name: a.open.group_name })
            ) : isScreen(SELF_APPRAISAL) ? (
              <HrefLink href={SELF_APPRAISAL}>{waiting}</HrefLink>
            ) : (
              waiting
            )}
          </p>
        ) : null}
        <h3 className="cr-perf-subtitle">{t('perfDash.latestResult')}</h3>
        {r === null ? (
          <p className="cr-muted cr-m0">{t('perfDash.noResult')}</p>
        ) : (
          <FigureList
            testId="my-perf-appraisal-result"
            figures={[
              { key: 'cycle', label: t('perfDash.cycle'), value: `${r.group_name} · ${r.period}` },
              { key: 'grade', label: t('perfDash.finalGrade'), value: r.final_grade ?? '–' },
              { key: 'final', label: t('perfDash.finalScore'), value: r.final_score },
              { key: 'self', label: t('perfDash.selfScore'), value: score(r.self_score) },
              { key: 'appraiser', label: t('perfDash.appraiserScore'), value: score(r.appraiser_score) },
            ]}
          />
        )}
      </div>
    </Panel>
  );
}
