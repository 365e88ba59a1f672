import { describe, expect, it } from 'vitest';
import { cardExpired, parseCardExpiry, passesLuhn } from './card.ts';

describe('passesLuhn', () => {
  it('accepts the sandbox test cards, with or without spaces', () => {
    expect(passesLuhn('4084084084084081')).toBe(true);
    expect(passesLuhn('4084 0840 8408 4081')).toBe(true);
    expect(passesLuhn('4000-0000-0000-0002')).toBe(true);
  });
  it('refuses a mistyped digit, letters and impossible lengths', () => {
    expect(passesLuhn('4084084084084082')).toBe(false);
    expect(passesLuhn('4084O84084084081')).toBe(false);
    expect(passesLuhn('00000000000')).toBe(false);
    expect(passesLuhn('4'.repeat(20))).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('card expiry', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  it('reads MM/YY and nothing else', () => {
    expect(parseCardExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseCardExpiry(' 12/30 ')).toEqual({ month: 12, year: 2030 });
    for (const bad of ['13/29', '00/29', '7/29', '07/2029', '0729', ''])
      expect(parseCardExpiry(bad)).toBeNull();
  });
  it('keeps a card valid to the end of its expiry month', () => {
    expect(cardExpired({ month: 5, year: 2026 }, now)).toBe(false);
    expect(cardExpired({ month: 6, year: 2026 }, now)).toBe(false);
    expect(cardExpired({ month: 4, year: 2026 }, now)).toBe(true);
    expect(cardExpired({ month: 12, year: 2025 }, now)).toBe(true);
  });
});
