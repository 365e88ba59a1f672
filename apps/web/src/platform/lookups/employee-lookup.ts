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
