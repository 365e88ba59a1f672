import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { payslipTexts } from './i18n.ts';
import { payslipMessageTexts } from './i18n-messages.ts';
import { payslipMenuTexts } from './menu-texts.ts';

describe('payslip texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [payslipTexts, payslipMessageTexts, payslipMenuTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });
  it('say the spec’s words', () => {
    expect(payslipMessageTexts.en['payslips.noPayslip']).toBe(
      'No payslip report available for {{month}} {{year}}.',
    );
    expect(payslipMessageTexts.fr['payslips.noPayslip']).toContain('{{month}} {{year}}');
    expect(payslipMessageTexts.en['payslips.selectMonthYear']).toBe(
      'Please select month and year to generate report for.',
    );
    expect(payslipTexts.en['payslip.paidOn']).toBe('Paid On');
    expect(payslipTexts.en['payslip.na']).toBe('NA');
    expect(payslipTexts.en['payslip.currency']).toBe('Currency: NGN');
  });
});
