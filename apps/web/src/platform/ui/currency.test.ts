import { describe, expect, it } from 'vitest';
import { toCurrency } from './currency.ts';

describe('toCurrency', () => {
  it('accepts the four currencies and falls back to naira', () => {
    expect(toCurrency('dollar')).toBe('dollar');
    expect(toCurrency(' Pound ')).toBe('pound');
    expect(toCurrency('NGN')).toBe('naira');
    expect(toCurrency(undefined)).toBe('naira');
  });
});
