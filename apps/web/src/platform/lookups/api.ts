import { queryOptions } from '@tanstack/react-query';
import type { Bank, City, Country, State } from '@clockroom/contracts';
import { api } from '../api/client.ts';

/**
 * The shared reference lists (GET /countries, /states, /cities, /banks). Each answers its whole list,
 * so the selects load once and filter as the user types; the lists change only with a release, so
 * they stay cached for the visit.
 */
const cached = { staleTime: Infinity, gcTime: 30 * 60_000 } as const;

export const countriesQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'countries'],
    queryFn: ({ signal }) => api.get<Country[]>('/countries', undefined, signal),
    ...cached,
  });

export const statesQuery = (countryId: number | null | undefined) =>
  queryOptions({
    queryKey: ['lookups', 'states', countryId ?? null],
    queryFn: ({ signal }) => api.get<State[]>('/states', { country_id: countryId ?? undefined }, signal),
    enabled: countryId != null,
    ...cached,
  });

export const citiesQuery = (stateId: number | null | undefined) =>
  queryOptions({
    queryKey: ['lookups', 'cities', stateId ?? null],
    queryFn: ({ signal }) => api.get<City[]>('/cities', { state_id: stateId ?? undefined }, signal),
    enabled: stateId != null,
    ...cached,
  });

export const banksQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'banks'],
    queryFn: ({ signal }) => api.get<Bank[]>('/banks', undefined, signal),
    ...cached,
  });
