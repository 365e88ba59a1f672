import { describe, expect, it } from 'vitest';
import { NIGERIA_COUNTRY_ID } from '@clockroom/contracts';
import { bankRows, batches, cityRows, countryRows, fingerprint, stateRows } from './reference-rows.ts';

const unique = <T>(values: T[]) => new Set(values).size === values.length;

describe('shipped reference data', () => {
  it('has every ISO 3166-1 country once, with Nigeria at the id contracts announce', () => {
    const rows = countryRows();
    expect(rows.length).toBe(249);
    expect(unique(rows.map((r) => r.id))).toBe(true);
    expect(unique(rows.map((r) => r.iso2))).toBe(true);
    expect(rows.every((r) => /^[A-Z]{2}$/.test(r.iso2) && /^\d{1,4}$/.test(r.phoneCode))).toBe(true);
    expect(rows.find((r) => r.iso2 === 'NG')).toMatchObject({ id: NIGERIA_COUNTRY_ID, phoneCode: '234' });
  });
  it("has Nigeria's 36 states, the FCT and all 774 LGAs, each under its state's id range", () => {
    expect(stateRows()).toHaveLength(37);
    const cities = cityRows();
    expect(cities).toHaveLength(774);
    expect(unique(cities.map((c) => c.id))).toBe(true);
    expect(cities.every((c) => Math.floor(c.id / 100) === c.stateId)).toBe(true);
    for (const s of stateRows()) {
      const names = cities.filter((c) => c.stateId === s.id).map((c) => c.name);
      expect(unique(names), s.name).toBe(true);
    }
  });
  it('has banks with unique ids and CBN codes', () => {
    const rows = bankRows();
    expect(unique(rows.map((r) => r.id))).toBe(true);
    expect(unique(rows.map((r) => r.code))).toBe(true);
    expect(rows.find((r) => r.code === '044')?.name).toBe('Access Bank');
    expect(rows.find((r) => r.code === '011')?.name).toBe('First Bank of Nigeria');
  });
});

describe('fingerprint', () => {
  it('ignores row order but sees any changed value', () => {
    const a = fingerprint([
      [2, 'B', null],
      [1, 'A', 'x'],
    ]);
    expect(
      fingerprint([
        [1, 'A', 'x'],
        [2, 'B', null],
      ]),
    ).toBe(a);
    expect(
      fingerprint([
        [1, 'A', 'y'],
        [2, 'B', null],
      ]),
    ).not.toBe(a);
    expect(fingerprint([[1, 'A', 'x']])).not.toBe(a);
  });
  it('matches an empty table the way the database computes it', () => {
    // md5('') — what `md5(coalesce(string_agg(...), ''))` answers for an empty table.
    expect(fingerprint([])).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });
});

describe('batches', () => {
  it('splits rows into statements of at most the given size', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batches([], 500)).toEqual([]);
  });
});
