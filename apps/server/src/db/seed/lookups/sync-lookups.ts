import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../platform/db/database.ts';
import { expectRow } from '../../../platform/db/rows.ts';
import { banks, cities, countries, states } from '../../schema/index.ts';
import { bankRows, batches, cityRows, countryRows, fingerprint, stateRows } from './reference-rows.ts';

const BATCH = 500;

/** The database's fingerprint of a table, built exactly like `fingerprint()` builds the shipped one. */
async function storedFingerprint(owner: AppDb, columns: SQL, table: SQL): Promise<string> {
  const r = await owner.execute<{ hash: string }>(sql`
    SELECT md5(coalesce(string_agg(${columns}, E'\n' ORDER BY id), '')) AS hash FROM ${table}`);
  return expectRow(r.rows, 'the fingerprint aggregate of a lookup table').hash;
}

const col = (name: string) => sql`coalesce(${sql.identifier(name)}::text, '')`;
const line = (...names: string[]) => sql.join(names.map(col), sql`|| E'\t' ||`);

/**
 * Brings countries, states, cities (Nigeria's LGAs) and banks in line with the shipped data files.
 * Idempotent and cheap at every start: each table is compared by one fingerprint query and only
 * upserted (by explicit id, in batches) when the content differs. Rows the data no longer lists are
 * kept, because employees may still point at them.
 */
export async function syncLookups(owner: AppDb): Promise<void> {
  const countryData = countryRows();
  if (
    (await storedFingerprint(owner, line('id', 'name', 'iso2', 'phone_code'), sql`countries`)) !==
    fingerprint(countryData.map((r) => [r.id, r.name, r.iso2, r.phoneCode]))
  ) {
    for (const chunk of batches(countryData, BATCH))
      await owner
        .insert(countries)
        .values(chunk)
        .onConflictDoUpdate({
          target: countries.id,
          set: { name: sql`excluded.name`, iso2: sql`excluded.iso2`, phoneCode: sql`excluded.phone_code` },
        });
  }
  const stateData = stateRows();
  if (
    (await storedFingerprint(owner, line('id', 'country_id', 'name'), sql`states`)) !==
    fingerprint(stateData.map((r) => [r.id, r.countryId, r.name]))
  ) {
    await owner
      .insert(states)
      .values(stateData)
      .onConflictDoUpdate({
        target: states.id,
        set: { countryId: sql`excluded.country_id`, name: sql`excluded.name` },
      });
  }
  const cityData = cityRows();
  if (
    (await storedFingerprint(owner, line('id', 'state_id', 'name'), sql`cities`)) !==
    fingerprint(cityData.map((r) => [r.id, r.stateId, r.name]))
  ) {
    for (const chunk of batches(cityData, BATCH))
      await owner
        .insert(cities)
        .values(chunk)
        .onConflictDoUpdate({
          target: cities.id,
          set: { stateId: sql`excluded.state_id`, name: sql`excluded.name` },
        });
  }
  const bankData = bankRows();
  if (
    (await storedFingerprint(owner, line('id', 'name', 'code'), sql`banks`)) !==
    fingerprint(bankData.map((r) => [r.id, r.name, r.code]))
  ) {
    await owner
      .insert(banks)
      .values(bankData)
      .onConflictDoUpdate({ target: banks.id, set: { name: sql`excluded.name`, code: sql`excluded.code` } });
  }
}
