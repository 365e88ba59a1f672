/** Geometry of the dashboard charts, kept apart from React so it can be tested. */

export interface ChartDatum {
  label: string;
  value: number;
}

/** A colour-blind-friendly palette (Okabe–Ito, with the brand blue first). */
export const CHART_COLORS: readonly [string, ...string[]] = [
  '#1677ff',
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#d55e00',
  '#f0e442',
  '#7f7f7f',
];

export const chartColor = (i: number) => CHART_COLORS[i % CHART_COLORS.length] ?? CHART_COLORS[0];

/** Bar lengths as percentages of the largest value (0 when every value is 0). */
export function barPercents(data: readonly ChartDatum[]): number[] {
  const max = Math.max(0, ...data.map((d) => d.value));
  return data.map((d) => (max > 0 ? (Math.max(0, d.value) / max) * 100 : 0));
}

/**
 * Keeps the `limit - 1` largest slices and folds the rest into one "other" slice, so a chart stays
 * readable with 40 departments.
 */
export function topSlices(data: readonly ChartDatum[], limit: number, otherLabel: string): ChartDatum[] {
  if (data.length <= limit) return [...data];
  const sorted = [...data].sort((a, b) => b.value - a.value);
  const kept = sorted.slice(0, limit - 1);
  const rest = sorted.slice(limit - 1).reduce((n, d) => n + d.value, 0);
  return [...kept, { label: otherLabel, value: rest }];
}

export interface Arc {
  /** SVG path of the ring segment. */
  path: string;
  percent: number;
}

const point = (cx: number, cy: number, r: number, angle: number) =>
  `${(cx + r * Math.cos(angle)).toFixed(3)} ${(cy + r * Math.sin(angle)).toFixed(3)}`;

/** Ring segments from 12 o'clock clockwise; a single full slice is drawn as two halves (SVG arcs cannot close). */
export function donutArcs(
  data: readonly ChartDatum[],
  cx: number,
  cy: number,
  outer: number,
  inner: number,
): Arc[] {
  const total = data.reduce((n, d) => n + Math.max(0, d.value), 0);
  if (total === 0) return data.map(() => ({ path: '', percent: 0 }));
  let start = -Math.PI / 2;
  return data.map((d) => {
    const share = Math.max(0, d.value) / total;
    if (share === 0) return { path: '', percent: 0 };
    const sweep = Math.min(share, 0.99999) * Math.PI * 2;
    const end = start + sweep;
    const large = sweep > Math.PI ? 1 : 0;
    const path = [
      `M ${point(cx, cy, outer, start)}`,
      `A ${outer} ${outer} 0 ${large} 1 ${point(cx, cy, outer, end)}`,
      `L ${point(cx, cy, inner, end)}`,
      `A ${inner} ${inner} 0 ${large} 0 ${point(cx, cy, inner, start)}`,
      'Z',
    ].join(' ');
    start = end;
    return { path, percent: share * 100 };
  });
}
