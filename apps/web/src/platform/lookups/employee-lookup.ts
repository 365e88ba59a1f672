import { queryOptions } from '@tanstack/react-query';
import type { EmployeeSearchHit, ListPage } from '@clockroom/contracts';
import { api } from '../api/client.ts';

/**
 * The employee pickers' search (GET /organization/employees/search), asked only once there is text
 * (spec 1 §5): department heads, team members and approvers pick people the same way.
 */
export const employeeLookupQuery = (query: string) =>
  queryOptions({
    queryKey: ['organization', 'employees', 'lookup', query],
    queryFn: ({ signal }) =>
      api.get<ListPage<EmployeeSearchHit>>(
        '/organization/employees/search',
        { query, page: 1, per_page: 20 },
        signal,
      ),
    enabled: query !== '',
    staleTime: 60_000,
    retry: false,
  });

/** A person a picker offers: who they are, and their PIN where the source gives one. */
export interface PersonHit {
  id: number;
  name: string;
  pin?: string | null;
}

/**
 * A picker's search on another source of people that takes the same `query` (e.g. a leave's relief
 * officers, open to self-service), with its own fixed parameters.
 */
export const peopleLookupQuery = (path: string, query: string, params: Record<string, number> = {}) =>
  queryOptions({
    queryKey: ['people-lookup', path, params, query],
    queryFn: ({ signal }) =>
      api.get<ListPage<PersonHit>>(path, { query, page: 1, per_page: 20, ...params }, signal),
    enabled: query !== '',
    staleTime: 60_000,
    retry: false,
  });
