import { EMPLOYEE_SEARCH_ENDPOINT, type PermissionSlug } from '@clockroom/contracts';
import { endpointQuery } from '../../../platform/api/endpoint-client.ts';

/*
 * The header's global search, apart from api.ts: the app shell imports this file, so what is here
 * lands in the shell chunk every signed-in page loads. The employee screens' queries and mutations
 * stay in api.ts, loaded with those screens only.
 */

/** The server answers the global search only with this permission (and a premium account). */
export const EMPLOYEE_SEARCH_PERMISSION = EMPLOYEE_SEARCH_ENDPOINT.permission satisfies PermissionSlug;

/** The header's global search: runs only with text (spec 1 §5); its failures are ignored (spec 2 §8). */
export const employeeSearchQuery = (query: string) => ({
  ...endpointQuery(EMPLOYEE_SEARCH_ENDPOINT, { query: { query, page: 1, per_page: 10 } }),
  enabled: query.trim() !== '',
  staleTime: 60_000,
  retry: false,
});
