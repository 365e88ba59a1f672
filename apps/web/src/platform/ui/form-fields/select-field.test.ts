import { describe, expect, it } from 'vitest';
import { optionsOf } from './select-field.tsx';

describe("a select field's options from a query", () => {
  it('are none and spinning until the list comes, then the list', () => {
    expect(optionsOf({ data: undefined, isPending: true })).toEqual({ options: [], loading: true });
    const list = [{ value: 1, label: 'Lagos' }];
    expect(optionsOf({ data: list, isPending: false })).toEqual({ options: list, loading: false });
  });

  it('are left to the field without a query', () => {
    expect(optionsOf(undefined)).toEqual({});
  });
});
