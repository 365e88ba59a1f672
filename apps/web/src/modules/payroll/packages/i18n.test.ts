import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { payPackageTexts } from './i18n.ts';
import { payPackageMessageTexts } from './i18n-messages.ts';
import { payPackageMenuTexts } from './menu-texts.ts';
import { nairaText, nairaToMinor } from './money-text.ts';

describe('pay package texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [payPackageTexts, payPackageMessageTexts, payPackageMenuTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });

  it('translate the server messages by code, the parameterised one with its placeholder', () => {
    expect(payPackageMessageTexts.en['pay_packages.inUse']).toContain('{{count}}');
    expect(payPackageMessageTexts.fr['pay_packages.inUse']).toContain('{{count}}');
    expect(payPackageMessageTexts.fr['pay_packages.notFound']).toBe('Forfait de paie introuvable');
  });
});

describe('naira text', () => {
  it('reads the server’s naira text exactly and writes it for a reader', () => {
    expect(nairaToMinor('250000.00')).toBe(25_000_000n);
    expect(nairaToMinor('-18000.5')).toBe(-1_800_050n);
    expect(nairaToMinor('abc')).toBeNull();
    expect(nairaText('205075.00')).toBe('₦205,075.00');
    expect(nairaText(null)).toBe('—');
  });
});
