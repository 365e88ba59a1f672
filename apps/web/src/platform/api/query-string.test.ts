import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string.ts';

describe('toQueryString', () => {
  it('sends only non-empty filters (spec 1 §5)', () => {
    expect(toQueryString({ page: 1, perPage: 5, search_query: '', status: undefined, branch: null })).toBe(
      '?page=1&perPage=5',
    );
  });

  it('trims text, repeats array keys and encodes', () => {
    expect(toQueryString({ query: '  ada lovelace ', ids: [1, 2] })).toBe('?query=ada+lovelace&ids=1&ids=2');
  });

  it('is empty when nothing is left', () => {
    expect(toQueryString({ search_query: '   ', ids: [] })).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
});
