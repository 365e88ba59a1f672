import { describe, expect, it } from 'vitest';
import { toChartData } from './slices.ts';

const t = (key: string) => `t:${key}`;

describe('toChartData', () => {
  it('names unnamed groups and keeps the counts', () => {
    expect(
      toChartData(
        [
          { id: 1, name: 'HQ', count: 4 },
          { id: null, name: null, count: 2 },
        ],
        t,
      ),
    ).toEqual([
      { label: 'HQ', value: 4 },
      { label: 't:orgDashboard.notSet', value: 2 },
    ]);
  });
  it('translates genders when asked', () => {
    expect(
      toChartData(
        [
          { id: null, name: 'female', count: 1 },
          { id: null, name: 'other', count: 1 },
        ],
        t,
        true,
      ),
    ).toEqual([
      { label: 't:orgDashboard.female', value: 1 },
      { label: 'other', value: 1 },
    ]);
  });
});
