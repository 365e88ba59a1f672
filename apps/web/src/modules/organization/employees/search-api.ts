import { queryOptions } from '@tanstack/react-query';
import type { EmployeeSearchHit, ListPage, PermissionSlug } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';

/*
 * The header's global search, apart from api.ts: the app shell imports this file, so what is here
 * lands in the shell chunk every signed-in page loads. The employee screens' queries and mutations
 * stay in api.ts, loaded with those screens only.
 */

/** The server answers the global search only with this permission (and a premium account). */
export const EMPLOYEE_SEARCH_PERMISSION = 'view employees' satisfies PermissionSlug;

/** The header's global search: runs only with text (spec 1 §5); its failures are ignored (spec 2 §8). */
export const employeeSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['organization', 'employees', 'search', query],
    queryFn: ({ signal }) =>
      api.get<ListPage<EmployeeSearchHit>>(
        '/organization/employees/search',
        { query, page: 1, per_page: 10 },
        signal,
      ),
    enabled: query.trim() !== '',
    staleTime: 60_000,
    retry: false,
  });
