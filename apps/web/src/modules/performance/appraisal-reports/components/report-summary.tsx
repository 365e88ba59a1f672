import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppraisalReport } from '@clockroom/contracts';
import { BarChart } from '../../../../platform/ui/charts/bar-chart.tsx';
import { FigureList } from '../../../../platform/ui/dashboard/figure-list.tsx';
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
      <FigureList
        className="cr-apprrep-figures"
        column={130}
        figures={[
          {
            key: 'count',
            label: t('apprRep.appraisals'),
            value: report.employees.length,
            testId: 'appraisal-report-count',
          },
          { key: 'graded', label: t('apprRep.graded'), value: graded },
        ]}
      />
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
      <FigureList
        className="cr-apprrep-figures"
        column={130}
        figures={[
          {
            key: 'average-gap',
            label: t('apprRep.averageGap'),
            value: report.average_gap === null ? '–' : signed(report.average_gap),
            testId: 'appraisal-report-average-gap',
          },
        ]}
      />
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
