import { describe, expect, it } from 'vitest';
import { PAYMENT_PROVIDER_MESSAGES, PAYMENT_WALLET_MESSAGES } from '@clockroom/contracts';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { walletTexts } from './i18n.ts';
import { walletMessageTexts } from './i18n-messages.ts';
import { walletMenuTexts } from './menu-texts.ts';

describe('wallet texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [walletTexts, walletMessageTexts, walletMenuTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });
  it('translate every server message by its code and by its words', () => {
    for (const [namespace, table] of [
      ['payment_wallet', PAYMENT_WALLET_MESSAGES],
      ['payment_provider', PAYMENT_PROVIDER_MESSAGES],
    ] as const)
      for (const [key, text] of Object.entries(table)) {
        const french = walletMessageTexts.fr[`${namespace}.${key}`];
        expect(french, key).toBeTruthy();
        expect(french, key).not.toBe(text);
        expect(walletMessageTexts.fr[text]).toBe(french);
      }
  });
});
