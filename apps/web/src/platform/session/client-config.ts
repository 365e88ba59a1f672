import { SESSION_ENDPOINTS as E } from '@clockroom/contracts';
import { endpointQuery } from '../api/endpoint-client.ts';

/** Fetched once at start-up: the password grant needs the OAuth client secret. */
export const clientConfigQuery = () => ({
  // Under 'session', which a change of active branch leaves alone (the header's branch selector).
  ...endpointQuery(E.clientConfig, undefined, ['session']),
  staleTime: Infinity,
  gcTime: Infinity,
});
