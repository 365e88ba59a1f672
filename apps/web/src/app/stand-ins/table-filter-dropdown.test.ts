import { describe, expect, it } from 'vitest';
import { flattenKeys as antdFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import { flattenKeys } from './table-filter-dropdown.tsx';

describe('table filter dropdown stand-in', () => {
  it('flattens filter keys as antd does', () => {
    const filters = [
      { text: 'A', value: 'a' },
      { text: 'B', value: 2, children: [{ text: 'C', value: 'c', children: [{ text: 'D', value: true }] }] },
    ];
    expect(flattenKeys(filters)).toEqual(antdFlattenKeys(filters));
    expect(flattenKeys(undefined)).toEqual(antdFlattenKeys(undefined));
  });
});
