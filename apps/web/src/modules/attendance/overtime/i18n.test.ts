import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { overtimeTexts } from './i18n.ts';
import { overtimeMessageTexts } from './i18n-messages.ts';
import { overtimeSettingsTexts } from './i18n-settings.ts';
import { overtimeMenuTexts } from './menu-texts.ts';

describe('overtime texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [overtimeTexts, overtimeSettingsTexts, overtimeMessageTexts, overtimeMenuTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });
  it('say the spec words of the empty lists', () => {
    expect(overtimeSettingsTexts.en['workRate.empty']).toBe('You are yet to create work rate');
    expect(overtimeSettingsTexts.en['workRate.emptyFor']).toBe(
      'You are yet to create work rate for {{query}}',
    );
    expect(overtimeSettingsTexts.en['overtimeRule.empty']).toBe('You are yet to create any overtime rule');
  });
  it('translate the parameterised server message by its code', () => {
    expect(overtimeMessageTexts.en['overtime_settings.monthDaysInvalid']).toBe(
      'Please enter between 0 and {{max}} days',
    );
    expect(overtimeMessageTexts.fr['overtime_settings.monthDaysInvalid']).toContain('{{max}}');
  });
});
