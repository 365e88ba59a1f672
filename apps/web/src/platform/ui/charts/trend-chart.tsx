import { useEffect, useRef, useState } from 'react';
import { labelIndexes, linePath, niceMax, type TrendSeries } from './trend-geometry.ts';
import { useTranslation } from 'react-i18next';
import './charts.css';

interface TrendChartProps {
  /** Names the chart for screen readers. */
  title: string;
  /** The x axis, one label per point (dates as the reader reads them). */
  points: readonly string[];
  series: readonly TrendSeries[];
  testId?: string;
}

const HEIGHT = 220;
const PAD = { left: 34, right: 10, top: 10, bottom: 26 };

/** The figure's width in pixels, so the SVG's text stays its true size on a phone and on a desk. */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(200, Math.round(entry.contentRect.width)));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Lines over days (e.g. present, late and absent for 30 days), drawn as SVG with no chart library.
 * Each day's figures are in a hover title; the legend names the series.
 */
export function TrendChart({ title, points, series, testId }: TrendChartProps) {
  // Figures in the app's language (21,5 in French), not the browser's.
  const { i18n } = useTranslation();
  const { ref, width } = useWidth<HTMLElement>(560);
  const top = niceMax(series.flatMap((s) => s.values));
  const plotW = width - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length > 1 ? (i * plotW) / (points.length - 1) : plotW / 2);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const slot = points.length > 0 ? plotW / points.length : plotW;
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plotW / 56))));
  return (
    <figure className="cr-chart cr-trend-chart" data-testid={testId} ref={ref}>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} width={width} height={HEIGHT} role="img" aria-label={title}>
        {[0, top / 2, top].map((v) => (
          <g key={v} className="cr-trend-grid">
            <line x1={PAD.left} x2={width - PAD.right} y1={y(v)} y2={y(v)} />
            <text x={PAD.left - 6} y={y(v)} textAnchor="end" dominantBaseline="central">
              {v.toLocaleString(i18n.language)}
            </text>
          </g>
        ))}
        {labelIndexes(points.length, every).map((i) => (
          <text
            key={i}
            className="cr-trend-axis"
            x={x(i)}
            y={HEIGHT - 6}
            textAnchor={i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}
          >
            {points[i]}
          </text>
        ))}
        {series.map((s) => (
          <g key={s.label}>
            <path
              d={linePath(s.values, top, plotW, plotH)}
              transform={`translate(${PAD.left} ${PAD.top})`}
              fill="none"
              stroke={s.color}
              strokeWidth={s.dashed ? 2 : 2.5}
              strokeDasharray={s.dashed ? '6 4' : undefined}
              strokeLinejoin="round"
            />
            {/* Dots mark the days with something to count; a row of dots along zero is only noise. */}
            {s.values.map((v, i) =>
              v > 0 ? <circle key={i} cx={x(i)} cy={y(v)} r={3} fill={s.color} /> : null,
            )}
          </g>
        ))}
        {points.map((p, i) => (
          <rect key={p} className="cr-trend-hit" x={x(i) - slot / 2} y={PAD.top} width={slot} height={plotH}>
            <title>{`${p}: ${series.map((s) => `${s.label} ${s.values[i] ?? 0}`).join(', ')}`}</title>
          </rect>
        ))}
      </svg>
      <ul className="cr-chart-legend cr-trend-legend">
        {series.map((s) => (
          <li key={s.label}>
            <span className="cr-legend-swatch" style={{ background: s.color }} aria-hidden="true" />
            <span className="cr-legend-label">{s.label}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
