import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { NIGERIA_COUNTRY_ID } from '@clockroom/contracts';
import type { Tx } from '../../platform/db/database.ts';
import { banks, cities, countries, states } from '../../db/schema/index.ts';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Nigeria first (most of our users' staff live there), then by name. */
export function listCountries(tx: Tx, search: string | undefined) {
  return tx
    .select({ id: countries.id, name: countries.name, iso2: countries.iso2, phone_code: countries.phoneCode })
    .from(countries)
    .where(
      search ? or(ilike(countries.name, like(search)), eq(countries.iso2, search.toUpperCase())) : undefined,
    )
    .orderBy(sql`${countries.id} <> ${NIGERIA_COUNTRY_ID}`, asc(countries.name));
}

export function listStates(tx: Tx, countryId: number | undefined, search: string | undefined) {
  const where: (SQL | undefined)[] = [
    countryId === undefined ? undefined : eq(states.countryId, countryId),
    search ? ilike(states.name, like(search)) : undefined,
  ];
  return tx
    .select({ id: states.id, country_id: states.countryId, name: states.name })
    .from(states)
    .where(and(...where))
    .orderBy(asc(states.name));
}

export function listCities(tx: Tx, stateId: number | undefined, search: string | undefined) {
  const where: (SQL | undefined)[] = [
    stateId === undefined ? undefined : eq(cities.stateId, stateId),
    search ? ilike(cities.name, like(search)) : undefined,
  ];
  return tx
    .select({ id: cities.id, state_id: cities.stateId, name: cities.name })
    .from(cities)
    .where(and(...where))
    .orderBy(asc(cities.name), asc(cities.id));
}

export function listBanks(tx: Tx, search: string | undefined) {
  return tx
    .select({ id: banks.id, name: banks.name, code: banks.code })
    .from(banks)
    .where(search ? or(ilike(banks.name, like(search)), eq(banks.code, search)) : undefined)
    .orderBy(asc(banks.name));
}
