import type { SignedInContext } from '../../platform/http/context.ts';
import * as repo from './lookups.repository.ts';

/**
 * The shared lookup lists (spec 1 §7). No rule sits between the routes and the lists today; the service
 * keeps the routes off the repository (ARCHITECTURE §2) and is where a rule would go. An empty search is
 * no search.
 */
export function listCountries(ctx: SignedInContext, search: string | undefined) {
  return repo.listCountries(ctx.tx, search || undefined);
}

export function listStates(ctx: SignedInContext, countryId: number | undefined, search: string | undefined) {
  return repo.listStates(ctx.tx, countryId, search || undefined);
}

export function listCities(ctx: SignedInContext, stateId: number | undefined, search: string | undefined) {
  return repo.listCities(ctx.tx, stateId, search || undefined);
}

export function listBanks(ctx: SignedInContext, search: string | undefined) {
  return repo.listBanks(ctx.tx, search || undefined);
}
