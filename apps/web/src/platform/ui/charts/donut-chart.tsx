import { chartColor, donutArcs, type ChartDatum } from './chart-geometry.ts';
import { useTranslation } from 'react-i18next';
import './charts.css';

interface DonutChartProps {
  title: string;
  data: readonly ChartDatum[];
  /** The figure in the middle (the total, by default). */
  center?: string;
  testId?: string;
}

const SIZE = 160;

/** A ring of shares with a legend; the SVG is labelled, the legend carries the numbers as text. */
export function DonutChart({ title, data, center, testId }: DonutChartProps) {
  // Figures in the app's language (21,5 in French), not the browser's.
  const { i18n } = useTranslation();
  const total = data.reduce((n, d) => n + d.value, 0);
  const arcs = donutArcs(data, SIZE / 2, SIZE / 2, SIZE / 2 - 2, SIZE / 2 - 28);
  // donutArcs gives one arc per datum, in order.
  const percents = data.map((_, i) => Math.round(arcs[i]?.percent ?? 0));
  const summary = data.map((d, i) => `${d.label}: ${d.value} (${percents[i]}%)`).join(', ');
  return (
    <figure className="cr-chart cr-donut-chart" data-testid={testId}>
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        role="img"
        aria-label={`${title}. ${summary}`}
      >
        <circle cx={SIZE / 2} cy={SIZE / 2} r={SIZE / 2 - 15} fill="none" stroke="#f0f0f0" strokeWidth={26} />
        {arcs.map((a, i) => (a.path ? <path key={i} d={a.path} fill={chartColor(i)} /> : null))}
        <text x="50%" y="50%" textAnchor="middle" dominantBaseline="central" className="cr-donut-center">
          {center ?? total.toLocaleString(i18n.language)}
        </text>
      </svg>
      <ul className="cr-chart-legend">
        {data.map((d, i) => (
          <li key={`${d.label}-${i}`}>
            <span className="cr-legend-swatch" style={{ background: chartColor(i) }} aria-hidden="true" />
            <span className="cr-legend-label">{d.label}</span>
            <span className="cr-legend-value">
              {d.value.toLocaleString(i18n.language)} · {percents[i]}%
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
