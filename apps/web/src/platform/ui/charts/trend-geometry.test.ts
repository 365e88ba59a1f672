import { describe, expect, it } from 'vitest';
import { labelIndexes, linePath, niceMax } from './trend-geometry.ts';

describe('niceMax', () => {
  it('rounds up to a number that halves evenly', () => {
    expect(niceMax([0, 0])).toBe(2);
    expect(niceMax([3])).toBe(4);
    expect(niceMax([7])).toBe(10);
    expect(niceMax([13])).toBe(20);
    expect(niceMax([41])).toBe(50);
    expect(niceMax([])).toBe(2);
  });
});

describe('linePath', () => {
  it('spreads the points over the width, zero at the bottom', () => {
    expect(linePath([0, 2, 4], 4, 100, 50)).toBe('M 0 50 L 50 25 L 100 0');
  });
  it('puts a lone point in the middle and draws nothing for no points', () => {
    expect(linePath([1], 2, 100, 50)).toBe('M 50 25');
    expect(linePath([], 2, 100, 50)).toBe('');
  });
});

describe('labelIndexes', () => {
  it('labels the first, the last and about every n-th point between', () => {
    expect(labelIndexes(30, 7)).toEqual([0, 7, 14, 21, 29]);
    expect(labelIndexes(1, 7)).toEqual([0]);
    expect(labelIndexes(0, 7)).toEqual([]);
    expect(labelIndexes(9, 7)).toEqual([0, 8]);
  });
});
