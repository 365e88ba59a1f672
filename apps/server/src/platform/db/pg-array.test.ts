import { describe, expect, it } from 'vitest';
import { pgArray } from './pg-array.ts';

describe('pgArray', () => {
  it('writes numbers, booleans and nulls', () => {
    expect(pgArray([1, 2, null, 3])).toBe('{1,2,NULL,3}');
    expect(pgArray([true, false])).toBe('{true,false}');
    expect(pgArray([])).toBe('{}');
  });

  it('quotes text so separators and escapes survive', () => {
    expect(pgArray(['a,b', 'say "hi"', 'back\\slash', '{x}', 'NULL'])).toBe(
      '{"a,b","say \\"hi\\"","back\\\\slash","{x}","NULL"}',
    );
  });
});
