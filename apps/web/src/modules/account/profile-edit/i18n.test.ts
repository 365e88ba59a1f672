import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { profileEditTexts } from './i18n.ts';
import { profileEditLinkTexts } from './link-texts.ts';

describe('profile edit texts', () => {
  it('has French for every English text, with the same placeholders', () => {
    expect(bundleProblems(profileEditTexts)).toEqual([]);
    expect(bundleProblems(profileEditLinkTexts)).toEqual([]);
  });
});
