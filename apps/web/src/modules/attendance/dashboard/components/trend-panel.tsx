import { useTranslation } from 'react-i18next';
import { formatDate, type AttendanceTrendDay } from '@clockroom/contracts';
import { TrendChart } from '../../../../platform/ui/charts/trend-chart.tsx';
import { Panel } from '../../../../platform/ui/panel.tsx';

/** The Okabe–Ito colours the tiles use: present green, late orange, absent vermillion. */
const COLORS = { present: '#009e73', late: '#e69f00', absent: '#d55e00' } as const;

/** Present, late and absent per day over the last 30 days. */
export function TrendPanel({ trend }: { trend: readonly AttendanceTrendDay[] }) {
  const { t } = useTranslation();
  const title = t('attendanceDashboard.trend');
  const any = trend.some((d) => d.present + d.late + d.absent > 0);
  const series = (['present', 'late', 'absent'] as const).map((k) => ({
    label: t(`attendanceDashboard.${k}`),
    color: COLORS[k],
    values: trend.map((d) => d[k]),
    // Late days are present days too: dashed, the present line shows through where they meet.
    dashed: k === 'late',
  }));
  return (
    <Panel title={title} testId="attendance-dash-trend">
      {any ? (
        <TrendChart
          title={title}
          // dd-MM: the year is the same on nearly every point and the hover shows it.
          points={trend.map((d) => formatDate(d.date).slice(0, 5))}
          series={series}
          testId="attendance-dash-trend-chart"
        />
      ) : (
        <p className="cr-muted cr-m0">{t('attendanceDashboard.noTrend')}</p>
      )}
    </Panel>
  );
}
