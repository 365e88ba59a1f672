import { describe, expect, it } from 'vitest';
import { LOAN_DISBURSEMENT_MESSAGES, LOAN_REFUND_MESSAGES } from '@clockroom/contracts';
import { bundleProblems } from '../../../../platform/i18n/bundle-check.ts';
import { loanRepaymentMessageTexts, loanRepaymentTexts } from './i18n.ts';
import { loanRepaymentMenuTexts } from './menu-texts.ts';

describe('loan repayment texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [loanRepaymentTexts, loanRepaymentMessageTexts, loanRepaymentMenuTexts])
      expect(bundleProblems(bundle)).toEqual([]);
  });
  it('translate every server message by its code and by its words', () => {
    for (const [namespace, table] of [
      ['loan_disbursements', LOAN_DISBURSEMENT_MESSAGES],
      ['loan_refunds', LOAN_REFUND_MESSAGES],
    ] as const)
      for (const [key, text] of Object.entries(table)) {
        const french = loanRepaymentMessageTexts.fr[`${namespace}.${key}`];
        expect(french, key).toBeTruthy();
        expect(french, key).not.toBe(text);
        expect(loanRepaymentMessageTexts.fr[text]).toBe(french);
      }
  });
});
