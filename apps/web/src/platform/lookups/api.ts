import { LOOKUP_ENDPOINTS as E } from '@clockroom/contracts';
import { endpointQuery } from '../api/endpoint-client.ts';

/**
 * The shared reference lists (GET /countries, /states, /cities, /banks). Each answers its whole list,
 * so the selects load once and filter as the user types; the lists change only with a release, so
 * they stay cached for the visit.
 */
const cached = { staleTime: Infinity, gcTime: 30 * 60_000 } as const;

export const countriesQuery = () => ({ ...endpointQuery(E.countries), ...cached });

export const statesQuery = (countryId: number | null | undefined) => ({
  ...endpointQuery(E.states, { query: { country_id: countryId ?? undefined } }),
  enabled: countryId != null,
  ...cached,
});

export const citiesQuery = (stateId: number | null | undefined) => ({
  ...endpointQuery(E.cities, { query: { state_id: stateId ?? undefined } }),
  enabled: stateId != null,
  ...cached,
});

export const banksQuery = () => ({ ...endpointQuery(E.banks), ...cached });
