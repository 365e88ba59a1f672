import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { payPackageTexts } from './i18n.ts';
import { payPackageMessageTexts } from './i18n-messages.ts';
import { payPackageMenuTexts } from './menu-texts.ts';
import { decimalText, nairaText, nairaToMinor, percentText } from './money-text.ts';

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

  it('writes French figures the French way, to the kobo', () => {
    expect(nairaText('1234567.05', 'fr')).toBe('1\u202f234\u202f567,05\u00a0₦');
    expect(nairaText('-10800.00', 'fr')).toBe('-10\u202f800,00\u00a0₦');
    expect(nairaText('99999999999999.99', 'fr')).toBe('99\u202f999\u202f999\u202f999\u202f999,99\u00a0₦');
    expect(nairaText('205075.00', 'en')).toBe('₦205,075.00');
  });

  it('writes decimals and percents with the reader’s decimal mark', () => {
    expect(decimalText('2.50', 'fr')).toBe('2,50');
    expect(decimalText('2.50', 'en')).toBe('2.50');
    expect(decimalText('13.9', 'fr')).toBe('13,9');
    expect(decimalText('25', 'fr')).toBe('25');
    expect(decimalText(null, 'fr')).toBe('—');
    expect(percentText('40.00', 'fr')).toBe('40,00\u00a0%');
    expect(percentText('40.00', 'en')).toBe('40.00\u00a0%');
  });
});
