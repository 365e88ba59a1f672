import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../i18n/bundle-check.ts';
import { lookupTexts } from './i18n.ts';

describe('lookup texts', () => {
  it('has French for every English text', () => {
    expect(bundleProblems(lookupTexts)).toEqual([]);
  });
});
