import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { allowanceTexts } from './i18n.ts';
import { claimTexts } from './i18n-ess.ts';
import { allowanceMessageTexts } from './i18n-messages.ts';
import { allowanceMenuTexts } from './menu-texts.ts';
import { monthText } from './month-text.ts';

describe('allowance texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [allowanceTexts, claimTexts, allowanceMessageTexts, allowanceMenuTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });
  it('translate the parameterised server message by its code', () => {
    expect(allowanceMessageTexts.en['payroll_allowances.monthConfirmed']).toBe(
      '{{month}} is already confirmed for {{employee}}, so it cannot be changed for them',
    );
    expect(allowanceMessageTexts.fr['payroll_allowances.monthConfirmed']).toContain('{{employee}}');
    expect(allowanceMessageTexts.fr['allowance_claim_decisions.ownRequest']).toBe(
      'Vous ne pouvez pas traiter votre propre demande',
    );
  });
  it('write a payroll month as a month and a year', () => {
    expect(monthText('2026-03')).toMatch(/2026/);
    expect(monthText(null)).toBe('');
  });
});
