import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../platform/i18n/bundle-check.ts';
import { onboardingTexts } from './i18n.ts';

describe('onboarding texts', () => {
  it('has French for every English text, with the same placeholders', () => {
    expect(bundleProblems(onboardingTexts)).toEqual([]);
  });
});
