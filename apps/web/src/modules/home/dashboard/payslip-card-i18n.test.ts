import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { PAYSLIP_CARD_TEXTS } from './payslip-card-i18n.ts';

describe('the home payslip card texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    expect(bundleProblems(PAYSLIP_CARD_TEXTS)).toEqual([]);
  });
});
