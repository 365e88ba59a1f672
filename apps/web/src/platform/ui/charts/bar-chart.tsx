import { barPercents, chartColor, type ChartDatum } from './chart-geometry.ts';
import { useTranslation } from 'react-i18next';
import './charts.css';

interface BarChartProps {
  /** Names the chart for screen readers. */
  title: string;
  data: readonly ChartDatum[];
  testId?: string;
}

/**
 * Horizontal bars drawn with CSS: each row is a label, a bar and its value, so the chart reads as a
 * list to screen readers and wraps on phones. At most 600 px wide (spec 1 §9).
 */
export function BarChart({ title, data, testId }: BarChartProps) {
  // Figures in the app's language (21,5 in French), not the browser's.
  const { i18n } = useTranslation();
  const percents = barPercents(data);
  return (
    <figure className="cr-chart cr-bar-chart" data-testid={testId}>
      <ul aria-label={title}>
        {data.map((d, i) => (
          <li key={`${d.label}-${i}`} className="cr-bar-row">
            <span className="cr-bar-label" title={d.label}>
              {d.label}
            </span>
            <span className="cr-bar-track" aria-hidden="true">
              <span
                className="cr-bar-fill"
                style={{
                  // barPercents gives one percentage per datum.
                  width: `${Math.max(percents[i] ?? 0, d.value > 0 ? 2 : 0)}%`,
                  background: chartColor(i),
                }}
              />
            </span>
            <span className="cr-bar-value">{d.value.toLocaleString(i18n.language)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
