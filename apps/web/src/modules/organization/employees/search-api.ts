import { EMPLOYEE_SEARCH_ENDPOINT, type PermissionSlug } from '@clockroom/contracts';
import { endpointKey } from '../../../platform/api/endpoint-key.ts';

/*
 * The header's global search, apart from api.ts: the app shell imports this file, so what is here
 * lands in the shell chunk every signed-in page loads. The employee screens' queries and mutations
 * stay in api.ts, loaded with those screens only; the endpoint client itself is fetched with the first
 * search, not with the shell (ARCHITECTURE §6: home plus a list page within 400 KB).
 */

/** The server answers the global search only with this permission (and a premium account). */
export const EMPLOYEE_SEARCH_PERMISSION = EMPLOYEE_SEARCH_ENDPOINT.permission satisfies PermissionSlug;

/** The header's global search: runs only with text (spec 1 §5); its failures are ignored (spec 2 §8). */
export const employeeSearchQuery = (query: string) => {
  const input = { query: { query, page: 1, per_page: 10 } };
  return {
    queryKey: endpointKey(EMPLOYEE_SEARCH_ENDPOINT, input),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const { call } = await import('../../../platform/api/endpoint-client.ts');
      return call(EMPLOYEE_SEARCH_ENDPOINT, { ...input, signal });
    },
    enabled: query.trim() !== '',
    staleTime: 60_000,
    retry: false,
  };
};
