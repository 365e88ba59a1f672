import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { benefitDeductionTexts } from './i18n.ts';
import { benefitDeductionMessageTexts } from './i18n-messages.ts';
import { benefitDeductionMenuTexts } from './menu-texts.ts';
import { monthsText } from './components/bits.tsx';

describe('benefit and deduction texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [benefitDeductionTexts, benefitDeductionMessageTexts, benefitDeductionMenuTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });
  it('translate the server messages by code, the inbox kit’s words included', () => {
    expect(benefitDeductionMessageTexts.fr['benefit_deductions.typeInUse']).toContain(
      'ne peut pas être supprimé',
    );
    expect(benefitDeductionMessageTexts.fr['benefit_deduction_decisions.ownRequest']).toBe(
      'Vous ne pouvez pas traiter un avantage ou une retenue qui vous concerne, ou que vous avez saisi',
    );
  });
  it('write a one-off as its month and a monthly record as its range', () => {
    expect(monthsText({ frequency: 'one_off', start_month: '2026-03', end_month: null })).toMatch(/2026/);
    expect(monthsText({ frequency: 'monthly', start_month: '2026-01', end_month: '2026-06' })).toContain('–');
  });
});
