import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, previewQuote } from './checkout.ts';

describe('previewQuote', () => {
  it('prices like the server: modules per employee per month, organisation always included', () => {
    const q = previewQuote('monthly', ['attendance'], 10);
    expect(q?.modules).toEqual(['organization', 'attendance']);
    expect(q?.amount).toBe((50_000 + 80_000) * 10);
  });

  it('applies the annual discount', () => {
    const q = previewQuote('annual', [], 1);
    if (!q) throw new Error('Expected a quote for the annual plan');
    expect(q.months).toBe(12);
    expect(q.amount).toBe(q.subtotal - q.discount);
    expect(q.discount).toBeGreaterThan(0);
  });

  it('waits for a complete, valid choice', () => {
    expect(previewQuote(undefined, [], 10)).toBeNull();
    expect(previewQuote('monthly', [], 0)).toBeNull();
    expect(previewQuote('monthly', [], 2.5)).toBeNull();
    expect(previewQuote('monthly', [], null)).toBeNull();
  });
});

describe('card fields', () => {
  it('groups the card number by four', () => {
    expect(formatCardNumber('4084084084084081')).toBe('4084 0840 8408 4081');
    expect(formatCardNumber('4084-08a')).toBe('4084 08');
  });

  it('formats the expiry as MM/YY', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });
});
