import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOOKUP_MESSAGES as M,
  bankSchema,
  banksQuerySchema,
  citiesQuerySchema,
  citySchema,
  countriesQuerySchema,
  countrySchema,
  envelope,
  stateSchema,
  statesQuerySchema,
} from '@clockroom/contracts';
import { SIGNED_IN } from '../../platform/auth/authenticate.ts';
import { ok, signedIn } from '../../platform/http/route-helpers.ts';
import * as lookups from './lookups.service.ts';

const tags = ['lookups'];
const guard = { permission: SIGNED_IN } as const;

/**
 * Spec 1 §7 lookups, for every signed-in user (self-service profile forms use them too). Each answers
 * the full filtered list, sorted by name, as `data: [...]`: they feed searchable selects.
 */
export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/countries',
    {
      config: guard,
      schema: {
        tags,
        querystring: countriesQuerySchema,
        response: { 200: envelope(z.array(countrySchema)) },
      },
    },
    async (req) => ok(M.countries, await lookups.listCountries(signedIn(req), req.query.search_query)),
  );
  api.get(
    '/states',
    {
      config: guard,
      schema: { tags, querystring: statesQuerySchema, response: { 200: envelope(z.array(stateSchema)) } },
    },
    async (req) =>
      ok(M.states, await lookups.listStates(signedIn(req), req.query.country_id, req.query.search_query)),
  );
  api.get(
    '/cities',
    {
      config: guard,
      schema: { tags, querystring: citiesQuerySchema, response: { 200: envelope(z.array(citySchema)) } },
    },
    async (req) =>
      ok(M.cities, await lookups.listCities(signedIn(req), req.query.state_id, req.query.search_query)),
  );
  api.get(
    '/banks',
    {
      config: guard,
      schema: { tags, querystring: banksQuerySchema, response: { 200: envelope(z.array(bankSchema)) } },
    },
    async (req) => ok(M.banks, await lookups.listBanks(signedIn(req), req.query.search_query)),
  );
}
