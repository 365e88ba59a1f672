/** Geometry of the trend (line) chart, kept apart from React so it can be tested. */

export interface TrendSeries {
  label: string;
  color: string;
  /** One value per point of the x axis. */
  values: readonly number[];
  /** Drawn dashed, so a line it runs along (e.g. late under present) still shows through. */
  dashed?: boolean;
}

/** The axis top: the largest value rounded up to a number that halves evenly (at least 2). */
export function niceMax(values: readonly number[]): number {
  const max = Math.max(0, ...values);
  if (max <= 2) return 2;
  const step = 10 ** Math.floor(Math.log10(max));
  for (const m of [1, 2, 4, 5, 10]) if (m * step >= max) return m * step;
  return 10 * step;
}

/** An SVG path through the points of one series, in a box of `width` × `height` from the origin. */
export function linePath(values: readonly number[], top: number, width: number, height: number): string {
  if (values.length === 0) return '';
  const dx = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((v, i) => {
      const x = values.length > 1 ? i * dx : width / 2;
      const y = height - (Math.max(0, v) / top) * height;
      return `${i === 0 ? 'M' : 'L'} ${round(x)} ${round(y)}`;
    })
    .join(' ');
}

/** Which points get an axis label: the first, the last, and about every `every`-th between. */
export function labelIndexes(count: number, every: number): number[] {
  if (count === 0) return [];
  const out: number[] = [];
  for (let i = 0; i < count - 1; i += every) if (count - 1 - i >= every / 2) out.push(i);
  out.push(count - 1);
  return out;
}

const round = (n: number) => Math.round(n * 10) / 10;
