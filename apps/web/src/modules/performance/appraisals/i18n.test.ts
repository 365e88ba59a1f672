import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { appraisalCycleTexts, appraisalMessageTexts } from './i18n.ts';
import { appraisalMenuTexts } from './menu-texts.ts';

describe('appraisal cycle texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [appraisalCycleTexts, appraisalMessageTexts, appraisalMenuTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });
  it('translate the server’s messages by code and by text', () => {
    expect(appraisalMessageTexts.fr['appraisals.rejected']).toBe(
      'Évaluation rejetée et renvoyée à l’évaluateur',
    );
    expect(appraisalMessageTexts.fr['Ratings submitted successfully']).toBe('Notes soumises avec succès');
  });
});
