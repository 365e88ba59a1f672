import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { systemSettingsTexts } from './i18n.ts';
import { systemSettingsMenuTexts } from './menu-texts.ts';
import { systemSettingsServerTexts } from './server-texts.ts';

describe('system-settings texts', () => {
  it('has French for every English text, with the same placeholders', () => {
    expect(bundleProblems(systemSettingsTexts)).toEqual([]);
    expect(bundleProblems(systemSettingsMenuTexts)).toEqual([]);
    expect(bundleProblems(systemSettingsServerTexts)).toEqual([]);
  });
});
