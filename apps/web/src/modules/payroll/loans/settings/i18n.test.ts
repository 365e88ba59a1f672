import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../../platform/i18n/bundle-check.ts';
import { loanSettingsTexts } from './i18n.ts';
import { loanSettingsMessageTexts } from './i18n-messages.ts';
import { loanSettingsMenuTexts } from './menu-texts.ts';
import { capField } from './components/loan-cap-table.tsx';

describe('loan settings texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [loanSettingsTexts, loanSettingsMessageTexts, loanSettingsMenuTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });
  it('translate the parameterised server message by its code', () => {
    expect(loanSettingsMessageTexts.en['loan_types.inUse']).toBe(
      '{{names}} already has loans, so it cannot be deleted; set it inactive instead',
    );
    expect(loanSettingsMessageTexts.fr['loan_types.inUse']).toContain('{{names}}');
  });
  it('shows a stored cap without empty kobo and no cap as empty', () => {
    expect(capField('750000.00')).toBe('750000');
    expect(capField('750000.25')).toBe('750000.25');
    expect(capField(null)).toBe('');
  });
});
