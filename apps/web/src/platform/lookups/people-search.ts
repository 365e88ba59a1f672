import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { EMPLOYEE_SEARCH_ENDPOINT, MAX_PAGE_SIZE, type PeopleSearchEndpoint } from '@clockroom/contracts';
import { call } from '../api/endpoint-client.ts';

/**
 * Where a picker finds people: an endpoint of contracts that takes `query`, `page` and `per_page`
 * and answers a page of { id, name, pin? } (the employee directory, or e.g. a leave's relief
 * officers, open to self-service), with the source's own fixed values.
 */
export interface PeopleSource {
  endpoint: PeopleSearchEndpoint;
  params?: Record<string, number>;
}

/** The employee directory (GET /organization/employees/search; needs 'view employees'). */
export const EMPLOYEE_DIRECTORY: PeopleSource = { endpoint: EMPLOYEE_SEARCH_ENDPOINT };

/** A picker's page: the first 20 people, 20 more each time its list is scrolled to the end. */
export const PEOPLE_PAGE = 20;

/**
 * A picker's search, asked only once there is text (spec 1 §5), the first `pages` pages at once (the
 * server gives at most 100 a page: past that, a longer search narrows it). A branch narrows it to
 * that branch's people (branch_ids); otherwise the active branch header scopes it.
 */
export const peopleSearchQuery = (
  query: string,
  {
    source = EMPLOYEE_DIRECTORY,
    branchId,
    pages = 1,
  }: { source?: PeopleSource; branchId?: number | null; pages?: number } = {},
) =>
  queryOptions({
    queryKey: ['people-search', source.endpoint.path, source.params ?? {}, branchId ?? null, query, pages],
    queryFn: ({ signal }) =>
      call(source.endpoint, {
        query: {
          query,
          page: 1,
          per_page: Math.min(pages * PEOPLE_PAGE, MAX_PAGE_SIZE),
          ...(branchId ? { branch_ids: String(branchId) } : {}),
          ...source.params,
        },
        signal,
      }),
    enabled: query !== '',
    // The longer list replaces the shorter one without the options flashing away in between.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
