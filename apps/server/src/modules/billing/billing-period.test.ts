import { describe, expect, it } from 'vitest';
import { addMonths, extendedExpiry } from './billing-period.ts';

const d = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it('moves by calendar months and keeps the time of day', () => {
    expect(addMonths(d('2026-03-15T10:30:00Z'), 1).toISOString()).toBe('2026-04-15T10:30:00.000Z');
    expect(addMonths(d('2026-11-20T00:00:00Z'), 12).toISOString()).toBe('2027-11-20T00:00:00.000Z');
    expect(addMonths(d('2026-12-05T00:00:00Z'), 1).toISOString()).toBe('2027-01-05T00:00:00.000Z');
  });
  it('clamps to the last day of a shorter month', () => {
    expect(addMonths(d('2026-01-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonths(d('2028-01-31T08:00:00Z'), 1).toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(addMonths(d('2028-02-29T08:00:00Z'), 12).toISOString()).toBe('2029-02-28T08:00:00.000Z');
  });
});

describe('extendedExpiry', () => {
  const now = d('2026-05-10T12:00:00Z');
  it('adds the period after the time still left (a trial, an earlier payment)', () => {
    expect(extendedExpiry(d('2026-05-24T12:00:00Z'), now, 1)?.toISOString()).toBe('2026-06-24T12:00:00.000Z');
  });
  it('starts from now when the module has already expired', () => {
    expect(extendedExpiry(d('2026-01-01T00:00:00Z'), now, 12)?.toISOString()).toBe(
      '2027-05-10T12:00:00.000Z',
    );
  });
  it('starts from now for a module the company does not have yet', () => {
    expect(extendedExpiry(undefined, now, 1)?.toISOString()).toBe('2026-06-10T12:00:00.000Z');
  });
  it('leaves a module without end as it is', () => {
    expect(extendedExpiry(null, now, 12)).toBeNull();
  });
});
