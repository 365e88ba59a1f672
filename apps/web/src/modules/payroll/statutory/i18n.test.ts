import { describe, expect, it } from 'vitest';
import { STATUTORY_DEDUCTION_MESSAGES } from '@clockroom/contracts';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { taxTableTexts } from './i18n.ts';
import { remittanceTexts } from './i18n-remittances.ts';
import { statutoryMessageTexts } from './i18n-messages.ts';

describe('statutory texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [taxTableTexts, remittanceTexts, statutoryMessageTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });
  it('translate the server messages by code and by text', () => {
    expect(statutoryMessageTexts.fr['statutory_deductions.inForce']).toContain('nouvelle version');
    expect(statutoryMessageTexts.fr[STATUTORY_DEDUCTION_MESSAGES.lastVersion]).toBe(
      'La dernière version du barème ne peut pas être supprimée',
    );
    expect(statutoryMessageTexts.fr['company_remittances.statutoryKept']).toContain('désactivez');
  });
});
