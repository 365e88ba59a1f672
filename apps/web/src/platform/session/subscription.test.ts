import { describe, expect, it } from 'vitest';
import { isPremiumAccount } from './subscription.ts';

describe('isPremiumAccount', () => {
  it('checks the account type for the text premium', () => {
    expect(isPremiumAccount('premium')).toBe(true);
    expect(isPremiumAccount(' Premium ')).toBe(true);
    expect(isPremiumAccount('basic')).toBe(false);
    expect(isPremiumAccount(null)).toBe(false);
  });
});
