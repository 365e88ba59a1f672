import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { paymentOptionTexts } from './i18n.ts';
import { paymentOptionMessageTexts } from './i18n-messages.ts';

describe('payment options texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [paymentOptionTexts, paymentOptionMessageTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });
  it('translate the server’s messages by code and by text', () => {
    expect(paymentOptionMessageTexts.fr['payment_options.inUse']).toContain('ne peut pas être supprimé');
    expect(paymentOptionMessageTexts.fr['Please select the bank file format']).toBe(
      'Veuillez choisir le format du fichier bancaire',
    );
  });
});
