import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from './database.ts';
import { banks, cities, countries, states } from '../../db/schema/index.ts';

/**
 * The shared reference lists an employee's record points into (countries, states, cities, banks),
 * read one entry at a time: the employee form and the onboarding form check what they are sent here.
 */

/** A place asked for by id or, as the spec's client sends it, by name (matched case-insensitively). */
export type PlaceAsk = { id: number } | { name: string };

const placeMatch = (idColumn: AnyColumn, nameColumn: AnyColumn, by: PlaceAsk): SQL =>
  'id' in by ? eq(idColumn, by.id) : sql`lower(${nameColumn}) = ${by.name.toLowerCase()}`;

export async function findCountry(tx: Tx, by: PlaceAsk) {
  const where = placeMatch(countries.id, countries.name, by);
  const [row] = await tx
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(where)
    .limit(1);
  return row;
}

/** The state, within its country when one is given. */
export async function findState(tx: Tx, countryId: number | null, by: PlaceAsk) {
  const match = placeMatch(states.id, states.name, by);
  const [row] = await tx
    .select({ id: states.id, name: states.name, countryId: states.countryId })
    .from(states)
    .where(countryId === null ? match : and(match, eq(states.countryId, countryId)))
    .limit(1);
  return row;
}

/** The city, within its state when one is given. */
export async function findCity(tx: Tx, stateId: number | null, by: PlaceAsk) {
  const match = placeMatch(cities.id, cities.name, by);
  const [row] = await tx
    .select({ id: cities.id, name: cities.name, stateId: cities.stateId })
    .from(cities)
    .where(stateId === null ? match : and(match, eq(cities.stateId, stateId)))
    .limit(1);
  return row;
}

export async function bankExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: banks.id }).from(banks).where(eq(banks.id, id)).limit(1);
  return row !== undefined;
}
