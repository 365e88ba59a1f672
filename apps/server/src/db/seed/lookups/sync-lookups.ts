import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../../platform/db/database.ts';
import { expectRow } from '../../../platform/db/rows.ts';
import { banks, cities, countries, states } from '../../schema/index.ts';
import { bankRows, batches, cityRows, countryRows, fingerprint, stateRows } from './reference-rows.ts';

const BATCH = 500;

/** The database's fingerprint of a table, built exactly like `fingerprint()` builds the shipped one. */
async function storedFingerprint(owner: AppDb, columns: SQL, table: string): Promise<string> {
  const r = await owner.execute<{ hash: string }>(sql`
    SELECT md5(coalesce(string_agg(${columns}, E'\n' ORDER BY id), '')) AS hash FROM ${sql.identifier(table)}`);
  return expectRow(r.rows, 'the fingerprint aggregate of a lookup table').hash;
}

const col = (name: string) => sql`coalesce(${sql.identifier(name)}::text, '')`;
const line = (names: string[]) => sql.join(names.map(col), sql`|| E'\t' ||`);

/**
 * One lookup table brought in line with its shipped rows: `columns` pairs each column after the id
 * with the rows' key for it, in the order the fingerprint reads them. Nothing is written when the
 * fingerprints agree; otherwise every row is upserted by its id, in batches.
 */
async function syncTable<T extends PgTable & { id: PgColumn }, R extends { id: number }>(
  owner: AppDb,
  table: T,
  rows: R[],
  columns: readonly (readonly [string, keyof R & string])[],
): Promise<void> {
  const stored = await storedFingerprint(
    owner,
    line(['id', ...columns.map(([c]) => c)]),
    getTableName(table),
  );
  if (stored === fingerprint(rows.map((r) => [r.id, ...columns.map(([, key]) => r[key] as string | number)])))
    return;
  const set = Object.fromEntries(
    columns.map(([column, key]) => [key, sql.raw(`excluded.${column}`)]),
  ) as PgUpdateSetSource<T>;
  for (const chunk of batches(rows, BATCH))
    await owner
      .insert(table)
      .values(chunk as unknown as PgInsertValue<T>[])
      .onConflictDoUpdate({ target: table.id, set });
}

/**
 * Brings countries, states, cities (Nigeria's LGAs) and banks in line with the shipped data files.
 * Idempotent and cheap at every start: each table is compared by one fingerprint query and only
 * upserted (by explicit id, in batches) when the content differs. Rows the data no longer lists are
 * kept, because employees may still point at them.
 */
export async function syncLookups(owner: AppDb): Promise<void> {
  await syncTable(owner, countries, countryRows(), [
    ['name', 'name'],
    ['iso2', 'iso2'],
    ['phone_code', 'phoneCode'],
  ]);
  await syncTable(owner, states, stateRows(), [
    ['country_id', 'countryId'],
    ['name', 'name'],
  ]);
  await syncTable(owner, cities, cityRows(), [
    ['state_id', 'stateId'],
    ['name', 'name'],
  ]);
  await syncTable(owner, banks, bankRows(), [
    ['name', 'name'],
    ['code', 'code'],
  ]);
}
