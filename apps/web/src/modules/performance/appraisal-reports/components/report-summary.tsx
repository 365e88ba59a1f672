import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppraisalReport } from '@clockroom/contracts';
import { BarChart } from '../../../../platform/ui/charts/bar-chart.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';

const signed = (gap: string) => (Number(gap) > 0 ? `+${gap}` : gap);

/** The grade distribution as bars (with the appraisals not graded yet), in the bands' order. */
export function GradeChart({ report }: { report: AppraisalReport }): ReactElement {
  const { t } = useTranslation();
  const title = t('apprRep.gradeDistribution');
  const graded = report.grade_distribution.reduce((n, g) => n + g.count, 0);
  const ungraded = report.employees.length - graded;
  const data = [
    ...report.grade_distribution.map((g) => ({ label: g.grade, value: g.count })),
    ...(ungraded > 0 ? [{ label: t('apprRep.ungraded'), value: ungraded }] : []),
  ];
  return (
    <Panel title={title} testId="appraisal-report-grades">
      <dl className="cr-apprrep-figures">
        <div>
          <dt>{t('apprRep.appraisals')}</dt>
          <dd data-testid="appraisal-report-count">{report.employees.length}</dd>
        </div>
        <div>
          <dt>{t('apprRep.graded')}</dt>
          <dd>{graded}</dd>
        </div>
      </dl>
      <BarChart title={title} data={data} testId="appraisal-report-chart" />
    </Panel>
  );
}

/** Self against appraiser: the average gap, and the appraisals where they differ most. */
export function GapPanel({ report }: { report: AppraisalReport }): ReactElement {
  const { t } = useTranslation();
  const largest = report.employees
    .filter((e) => e.gap !== null)
    .sort((a, b) => Math.abs(Number(b.gap)) - Math.abs(Number(a.gap)))
    .slice(0, 5);
  return (
    <Panel title={t('apprRep.gap')} testId="appraisal-report-gap">
      <dl className="cr-apprrep-figures">
        <div>
          <dt>{t('apprRep.averageGap')}</dt>
          <dd data-testid="appraisal-report-average-gap">
            {report.average_gap === null ? '–' : signed(report.average_gap)}
          </dd>
        </div>
      </dl>
      <p className="cr-muted">{t('apprRep.gapHint')}</p>
      <h3 className="cr-perf-subtitle">{t('apprRep.largestGaps')}</h3>
      {largest.length === 0 ? (
        <p className="cr-muted cr-m0">{t('apprRep.noGaps')}</p>
      ) : (
        <ul className="cr-apprrep-gaps" data-testid="appraisal-report-largest-gaps">
          {largest.map((e) => (
            <li key={e.appraisal_id}>
              <span>{e.employee_name}</span>
              <span>
                {e.self_score} → {e.appraiser_score} ({signed(e.gap ?? '0')})
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
