import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { surveyMessageTexts, surveyTexts } from './i18n.ts';
import { surveyMenuTexts } from './menu-texts.ts';

describe('feedback survey texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [surveyTexts, surveyMessageTexts, surveyMenuTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });
  it('translate the server’s messages by code and by text', () => {
    expect(surveyMessageTexts.fr['surveys.answered']).toBe('Réponses à l’enquête envoyées avec succès');
    expect(surveyMessageTexts.fr['Survey answers submitted successfully']).toBe(
      'Réponses à l’enquête envoyées avec succès',
    );
  });
});
