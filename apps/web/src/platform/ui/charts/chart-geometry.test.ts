import { describe, expect, it } from 'vitest';
import { barPercents, chartColor, CHART_COLORS, donutArcs, topSlices } from './chart-geometry.ts';

/** Slices of the values given, labelled s0, s1… in order. */
const slices = (...values: number[]) => values.map((value, i) => ({ label: `s${i}`, value }));
/** The arcs of a donut centred at (50, 50), 40 out and 25 in, as the dashboards draw it. */
const ring = (...values: number[]) => donutArcs(slices(...values), 50, 50, 40, 25);

describe('barPercents', () => {
  it('scales to the largest value', () => {
    expect(barPercents(slices(5, 10))).toEqual([50, 100]);
  });
  it('is all zero when nothing is counted', () => {
    expect(barPercents(slices(0))).toEqual([0]);
    expect(barPercents([])).toEqual([]);
  });
});

describe('topSlices', () => {
  it('folds the smallest slices into one', () => {
    const data = slices(1, 9, 3, 7, 5);
    expect(topSlices(data, 3, 'Other')).toEqual([
      { label: 's1', value: 9 },
      { label: 's3', value: 7 },
      { label: 'Other', value: 9 },
    ]);
    expect(topSlices(data, 5, 'Other')).toHaveLength(5);
  });
});

describe('donutArcs', () => {
  it('gives each slice its share and a closed path', () => {
    const arcs = ring(1, 3);
    expect(arcs.map((a) => a.percent)).toEqual([25, 75]);
    expect(arcs.every((a) => a.path.startsWith('M ') && a.path.endsWith('Z'))).toBe(true);
    const [, large] = arcs;
    if (!large) throw new Error('Expected an arc for the second slice');
    expect(large.path).toContain(' 0 1 1 '); // the 75 % slice is a large arc
  });
  it('draws a lone slice almost whole and skips empty ones', () => {
    const [lone, empty] = ring(4, 0);
    if (!lone || !empty) throw new Error('Expected an arc per slice');
    expect(lone.percent).toBe(100);
    expect(lone.path).not.toBe('');
    expect(empty.path).toBe('');
  });
  it('draws nothing when the total is zero', () => {
    expect(ring(0)).toEqual([{ path: '', percent: 0 }]);
  });
});

it('cycles the palette', () => {
  expect(chartColor(CHART_COLORS.length)).toBe(CHART_COLORS[0]);
});
