import type { FastifyInstance } from 'fastify';
import { LOOKUP_ENDPOINTS as E, LOOKUP_MESSAGES as M } from '@clockroom/contracts';
import { route } from '../../platform/http/endpoint-route.ts';
import { ok, signedIn } from '../../platform/http/route-helpers.ts';
import * as lookups from './lookups.service.ts';

/** Spec 1 §7 lookups (countries, states, cities, banks), defined in contracts (LOOKUP_ENDPOINTS). */
export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  route(app, E.countries, async (req) =>
    ok(M.countries, await lookups.listCountries(signedIn(req), req.query.search_query)),
  );
  route(app, E.states, async (req) =>
    ok(M.states, await lookups.listStates(signedIn(req), req.query.country_id, req.query.search_query)),
  );
  route(app, E.cities, async (req) =>
    ok(M.cities, await lookups.listCities(signedIn(req), req.query.state_id, req.query.search_query)),
  );
  route(app, E.banks, async (req) =>
    ok(M.banks, await lookups.listBanks(signedIn(req), req.query.search_query)),
  );
}
