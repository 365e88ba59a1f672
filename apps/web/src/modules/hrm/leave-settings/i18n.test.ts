import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { leaveSettingsTexts } from './i18n.ts';

describe('leave settings texts', () => {
  it('has French for every English text', () => {
    expect(bundleProblems(leaveSettingsTexts)).toEqual([]);
  });
});
