import { describe, expect, it } from 'vitest';
import {
  listFilters,
  listPaging,
  parseListSearch,
  toListParams,
  withFilter,
  withPaging,
  withSearchText,
  withoutFilters,
} from './list-search.ts';

describe('parseListSearch', () => {
  it('drops defaults so a fresh list has a clean address', () => {
    expect(parseListSearch({ page: 1, perPage: 5, search: '' })).toEqual({});
  });

  it('keeps valid paging, search and filters; rejects junk', () => {
    expect(
      parseListSearch({ page: '3', perPage: 20, search: ' ada ', status: 'pending', leave_type_id: 4 }),
    ).toEqual({
      page: 3,
      perPage: 20,
      search: 'ada',
      status: 'pending',
      leave_type_id: '4',
    });
    expect(parseListSearch({ page: -2, perPage: 7, search: {}, status: '  ' })).toEqual({});
  });
});

describe('paging state', () => {
  it('reads defaults of spec 1 §9: page 1, 5 per page', () => {
    expect(listPaging({})).toEqual({ page: 1, perPage: 5, search: '' });
  });

  it('keeps the page when only the page changes', () => {
    expect(withPaging({ page: 2, search: 'x' }, 3, 5)).toEqual({ page: 3, search: 'x' });
  });

  it('goes back to page 1 when the page size changes', () => {
    expect(withPaging({ page: 4 }, 4, 10)).toEqual({ perPage: 10 });
  });

  it('shows the first page of a new search or filter', () => {
    expect(withSearchText({ page: 4, perPage: 10 }, 'ada')).toEqual({ perPage: 10, search: 'ada' });
    expect(withFilter({ page: 4, status: 'pending' }, 'status', null)).toEqual({});
    expect(withFilter({ page: 2 }, 'status', 'approved')).toEqual({ status: 'approved' });
  });

  it('clears filters and search but keeps the page size', () => {
    expect(withoutFilters({ page: 3, perPage: 20, search: 'x', status: 'a' })).toEqual({ perPage: 20 });
  });
});

describe('toListParams', () => {
  it('speaks the API: page, perPage, search_query and the filters', () => {
    expect(toListParams({ page: 2, search: 'ada', status: 'pending' })).toEqual({
      status: 'pending',
      page: 2,
      perPage: 5,
      search_query: 'ada',
    });
    expect(toListParams({}).search_query).toBeUndefined();
    expect(listFilters({ page: 2, perPage: 10, search: 'x', status: 'a' })).toEqual({ status: 'a' });
  });
});
