import { describe, expect, it } from 'vitest';
import { toOptions } from './option-lists.ts';

describe('toOptions', () => {
  it('reads {results} and bare arrays, by the named field or name', () => {
    expect(toOptions({ results: [{ id: 1, station_name: 'HQ' }], total: 1 }, 'station_name')).toEqual([
      { value: 1, label: 'HQ' },
    ]);
    expect(toOptions([{ id: '2', name: 'Grade A' }], 'grade_name')).toEqual([{ value: 2, label: 'Grade A' }]);
  });
  it('skips malformed rows and answers', () => {
    expect(toOptions([{ id: 'x', name: 'A' }, { id: 3 }], 'name')).toEqual([]);
    expect(toOptions(null, 'name')).toEqual([]);
  });
});
