import { z } from 'zod';
import { defineEndpoint } from './platform/endpoint.ts';
import {
  bankSchema,
  banksQuerySchema,
  citiesQuerySchema,
  citySchema,
  countriesQuerySchema,
  countrySchema,
  stateSchema,
  statesQuerySchema,
} from './lookups.ts';

/**
 * Spec 1 §7 lookups, for every signed-in user (self-service profile forms use them too). Each answers
 * the full filtered list, sorted by name, as `data: [...]`: they feed searchable selects.
 */
export const LOOKUP_ENDPOINTS = {
  countries: defineEndpoint({
    method: 'GET',
    path: '/countries',
    query: countriesQuerySchema,
    response: z.array(countrySchema),
    permission: 'signed-in',
    tags: ['lookups'],
  }),
  states: defineEndpoint({
    method: 'GET',
    path: '/states',
    query: statesQuerySchema,
    response: z.array(stateSchema),
    permission: 'signed-in',
    tags: ['lookups'],
  }),
  cities: defineEndpoint({
    method: 'GET',
    path: '/cities',
    query: citiesQuerySchema,
    response: z.array(citySchema),
    permission: 'signed-in',
    tags: ['lookups'],
  }),
  banks: defineEndpoint({
    method: 'GET',
    path: '/banks',
    query: banksQuerySchema,
    response: z.array(bankSchema),
    permission: 'signed-in',
    tags: ['lookups'],
  }),
};
