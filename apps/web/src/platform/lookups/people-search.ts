import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ListPage } from '@clockroom/contracts';
import { api } from '../api/client.ts';
import type { PersonHit } from './employee-lookup.ts';

/**
 * Where a picker finds people: a GET that takes `query`, `page` and `per_page` and answers a page of
 * { id, name, pin? } (the employee directory, or e.g. a leave's relief officers, open to self-service).
 */
export interface PeopleSource {
  path: string;
  params?: Record<string, number>;
}

/** The employee directory (GET /organization/employees/search; needs 'view employees'). */
export const EMPLOYEE_DIRECTORY: PeopleSource = { path: '/organization/employees/search' };

const PAGE_SIZE = 20;

/**
 * A picker's search, a page at a time, asked only once there is text (spec 1 §5). A branch narrows it
 * to that branch's people (branch_ids); otherwise the active branch header scopes it.
 */
export const peopleSearchQuery = (
  query: string,
  source: PeopleSource = EMPLOYEE_DIRECTORY,
  branchId?: number | null,
) =>
  infiniteQueryOptions({
    queryKey: ['people-search', source.path, source.params ?? {}, branchId ?? null, query],
    queryFn: ({ signal, pageParam }) =>
      api.get<ListPage<PersonHit>>(
        source.path,
        {
          query,
          page: pageParam,
          per_page: PAGE_SIZE,
          ...(branchId ? { branch_ids: String(branchId) } : {}),
          ...source.params,
        },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    enabled: query !== '',
    staleTime: 60_000,
    retry: false,
  });
