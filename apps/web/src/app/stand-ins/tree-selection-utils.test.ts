import { describe, expect, it } from 'vitest';
import type { Key } from 'react';
import { arrAdd as realAdd, arrDel as realDel } from '@rc-component/tree';
import { arrAdd, arrDel } from './tree-selection-utils.ts';

describe('tree selection helpers stand-in', () => {
  it('adds and removes keys as rc-tree does', () => {
    const lists: (Key[] | undefined)[] = [undefined, [], [1, 2, 3], ['a', 'b'], [1, 1, 2]];
    const values: Key[] = [1, 2, 'a', 'z', 4];
    for (const list of lists) {
      for (const value of values) {
        expect(arrAdd(list, value)).toEqual(realAdd(list as Key[], value));
        expect(arrDel(list, value)).toEqual(realDel(list as Key[], value));
      }
    }
  });
});
