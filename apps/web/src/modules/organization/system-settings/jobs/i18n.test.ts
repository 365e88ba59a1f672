import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../../platform/i18n/bundle-check.ts';
import { jobsScreenTexts } from './i18n.ts';

describe('background jobs screen texts', () => {
  it('has French for every English text, with the same placeholders', () => {
    expect(bundleProblems(jobsScreenTexts)).toEqual([]);
  });
});
