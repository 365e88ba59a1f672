import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { shiftMessageTexts, shiftTexts } from './i18n.ts';
import { shiftMenuTexts } from './menu-texts.ts';

describe('shift screen texts', () => {
  it('has French for every English text, with the same placeholders', () => {
    expect(bundleProblems(shiftTexts)).toEqual([]);
    expect(bundleProblems(shiftMessageTexts)).toEqual([]);
    expect(bundleProblems(shiftMenuTexts)).toEqual([]);
  });
});
