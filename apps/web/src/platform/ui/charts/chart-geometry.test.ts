import { describe, expect, it } from 'vitest';
import { barPercents, chartColor, CHART_COLORS, donutArcs, topSlices } from './chart-geometry.ts';

describe('barPercents', () => {
  it('scales to the largest value', () => {
    expect(
      barPercents([
        { label: 'a', value: 5 },
        { label: 'b', value: 10 },
      ]),
    ).toEqual([50, 100]);
  });
  it('is all zero when nothing is counted', () => {
    expect(barPercents([{ label: 'a', value: 0 }])).toEqual([0]);
    expect(barPercents([])).toEqual([]);
  });
});

describe('topSlices', () => {
  it('folds the smallest slices into one', () => {
    const data = [1, 9, 3, 7, 5].map((value, i) => ({ label: `s${i}`, value }));
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
    const arcs = donutArcs(
      [
        { label: 'a', value: 1 },
        { label: 'b', value: 3 },
      ],
      50,
      50,
      40,
      25,
    );
    expect(arcs.map((a) => a.percent)).toEqual([25, 75]);
    expect(arcs.every((a) => a.path.startsWith('M ') && a.path.endsWith('Z'))).toBe(true);
    const [, large] = arcs;
    if (!large) throw new Error('Expected an arc for the second slice');
    expect(large.path).toContain(' 0 1 1 '); // the 75 % slice is a large arc
  });
  it('draws a lone slice almost whole and skips empty ones', () => {
    const arcs = donutArcs(
      [
        { label: 'a', value: 4 },
        { label: 'b', value: 0 },
      ],
      50,
      50,
      40,
      25,
    );
    const [lone, empty] = arcs;
    if (!lone || !empty) throw new Error('Expected an arc per slice');
    expect(lone.percent).toBe(100);
    expect(lone.path).not.toBe('');
    expect(empty.path).toBe('');
  });
  it('draws nothing when the total is zero', () => {
    expect(donutArcs([{ label: 'a', value: 0 }], 50, 50, 40, 25)).toEqual([{ path: '', percent: 0 }]);
  });
});

it('cycles the palette', () => {
  expect(chartColor(CHART_COLORS.length)).toBe(CHART_COLORS[0]);
});
