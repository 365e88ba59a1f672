import { createHash } from 'node:crypto';
import { BANKS } from './banks.ts';
import { COUNTRIES } from './countries.ts';
import { NIGERIA_STATES } from './nigeria.ts';

/** Nigeria's id in countries.ts (contracts' NIGERIA_COUNTRY_ID says the same; a unit test checks). */
const NIGERIA = nigeriaId();

function nigeriaId(): number {
  const nigeria = COUNTRIES.find(([, , iso2]) => iso2 === 'NG');
  if (!nigeria) throw new Error('countries.ts must list Nigeria (NG): the states and cities belong to it');
  return nigeria[0];
}

export const countryRows = () =>
  COUNTRIES.map(([id, name, iso2, phoneCode]) => ({ id, name, iso2, phoneCode }));
export const stateRows = () => NIGERIA_STATES.map(([id, name]) => ({ id, countryId: NIGERIA, name }));
export const cityRows = () =>
  NIGERIA_STATES.flatMap(([stateId, , lgas]) => lgas.map(([id, name]) => ({ id, stateId, name })));
export const bankRows = () => BANKS.map(([id, name, code]) => ({ id, name, code }));

/**
 * A fingerprint of a table's content: md5 of one line per row (columns joined by a tab, rows ordered
 * by id). The database computes the same text with string_agg, so start-up can compare one hash per
 * table instead of reading every row, and re-sync only when the shipped data changed.
 */
type Cell = string | number | null;

export function fingerprint(rows: readonly (readonly Cell[])[]): string {
  const text = [...rows]
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map((r) => r.map((v) => (v === null ? '' : String(v))).join('\t'))
    .join('\n');
  return createHash('md5').update(text).digest('hex');
}

/** Splits an upsert so one statement never carries thousands of parameters. */
export function batches<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
